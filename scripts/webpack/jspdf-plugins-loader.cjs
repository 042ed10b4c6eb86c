/**
 * Builds jsPDF with its core and only the plugins the invoice calls.
 *
 * jsPDF publishes one pre-bundled file: the core (the `jsPDF` constructor and
 * everything a page of text and lines needs) followed by about thirty plugins
 * (forms, images in five formats, HTML, SVG, canvas, custom fonts, Arabic
 * shaping...). Each plugin installs itself on `jsPDF.API` when the file runs,
 * so no minifier can tell that the shop never calls it, and the whole file
 * (about 110 KB gzipped) would ship. This loader keeps the file's own code, in
 * its own order, but only the core and the named plugins.
 *
 * The file is read with TypeScript's parser: the core is every top-level
 * statement up to `jsPDF.version = "...";`, and a plugin is a top-level call
 * whose doc comment says `@name <plugin>` and `@module`. If a named plugin or
 * the version line is missing (a new jsPDF laid out differently), the build
 * fails here instead of shipping an invoice that breaks when clicked.
 */
const ts = require('typescript');

/**
 * What src/features/orders/invoicePdf.ts needs beyond the core: text widths for
 * right-aligned figures, and wrapping of long names and addresses.
 */
const INVOICE_PLUGINS = ['split_text_to_size', 'standard_fonts_metrics'];

const isVersionLine = (statement) =>
  ts.isExpressionStatement(statement) &&
  ts.isBinaryExpression(statement.expression) &&
  statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
  statement.expression.left.getText() === 'jsPDF.version';

/** The plugin a top-level statement installs, from its doc comment, if it is one. */
function pluginName(statement, source) {
  if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return null;
  const comments = ts.getLeadingCommentRanges(source, statement.getFullStart()) ?? [];
  for (const range of comments) {
    const text = source.slice(range.pos, range.end);
    const name = /@name (\w+)/.exec(text);
    if (name && /@module\b/.test(text)) return name[1];
  }
  return null;
}

/** Names declared at the top level of the statements kept. */
function declaredNames(statements) {
  const names = new Set();
  for (const statement of statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    }
  }
  return names;
}

/** jsPDF's ES build cut down to its core and `plugins`; throws if any cannot be found. */
function keepJsPdfPlugins(source, plugins) {
  const file = ts.createSourceFile('jspdf.es.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const statements = [...file.statements];
  const versionIndex = statements.findIndex(isVersionLine);
  if (versionIndex < 0) throw new Error('jsPDF: the `jsPDF.version = ...` line that ends the core was not found');
  const core = statements.slice(0, versionIndex + 1);

  const kept = new Map();
  for (const statement of statements.slice(versionIndex + 1)) {
    const name = pluginName(statement, source);
    if (name === null || !plugins.includes(name)) continue;
    if (kept.has(name)) throw new Error(`jsPDF: the plugin ${name} appears twice`);
    kept.set(name, source.slice(statement.getFullStart(), statement.end));
  }
  const missing = plugins.filter((name) => !kept.has(name));
  if (missing.length > 0) throw new Error(`jsPDF: plugin(s) not found: ${missing.join(', ')}`);

  // Re-export what the original file exports and the kept code still declares.
  const exported = statements.find(ts.isExportDeclaration);
  if (!exported || !exported.exportClause || !ts.isNamedExports(exported.exportClause)) {
    throw new Error('jsPDF: the export list at the end of the file was not found');
  }
  const declared = declaredNames(core);
  const specifiers = exported.exportClause.elements
    .filter((element) => declared.has((element.propertyName ?? element.name).text))
    .map((element) => element.getText());
  if (!specifiers.some((text) => /^jsPDF\b/.test(text))) throw new Error('jsPDF: the core no longer declares jsPDF');

  // Imports only the dropped plugins used (the PNG decoder, the compressor) go too.
  const body = core.filter((statement) => !ts.isImportDeclaration(statement));
  const parse = (text) => ts.createSourceFile('plugin.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const used = referencedNames([...body, ...[...kept.values()].map(parse)]);
  const imports = core
    .filter(ts.isImportDeclaration)
    .filter((statement) => importedNames(statement).some((name) => used.has(name)))
    .map((statement) => statement.getText());

  const licence = source.slice(0, core[0].getStart());
  const coreText = body.map((statement) => source.slice(statement.getFullStart(), statement.end)).join('');
  const pluginText = [...kept.values()].join('\n');
  return `${licence}${imports.join('\n')}\n${coreText}\n${pluginText}\n\nexport { ${specifiers.join(', ')} };\n`;
}

/** Local names an import declaration binds. */
function importedNames(statement) {
  const clause = statement.importClause;
  if (!clause) return ['<side effect>'];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((element) => element.name.text));
  return names;
}

/** Every identifier the nodes mention, other than as a property name after a dot. */
function referencedNames(nodes) {
  const names = new Set(['<side effect>']);
  const visit = (node) => {
    if (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
      names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  nodes.forEach(visit);
  return names;
}

module.exports = function jsPdfPluginsLoader(source) {
  return keepJsPdfPlugins(source, INVOICE_PLUGINS);
};
module.exports.keepJsPdfPlugins = keepJsPdfPlugins;
module.exports.INVOICE_PLUGINS = INVOICE_PLUGINS;
