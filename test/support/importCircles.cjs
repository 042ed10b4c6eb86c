// Prints, as JSON, every import circle among the files `patterns` (argv) match
// under the folder `cwd` (argv[2]), type-only imports and lazy import() calls
// included: dpdm reads each file with TypeScript's parser and keeps type
// imports unless told to drop them (its `transform` option, left off here).
// test/unit/importCircles.test.ts runs it in its own process, since dpdm loads
// ESM-only packages that Jest's module sandbox cannot require.
const path = require('node:path');
const { parseCircular, parseDependencyTree } = require('dpdm');

async function main() {
  const [cwd, ...patterns] = process.argv.slice(2);
  const tsconfig = path.join(cwd, 'tsconfig.json');
  const tree = await parseDependencyTree(patterns, {
    context: cwd,
    cwd,
    transform: false,
    tsconfig: require('node:fs').existsSync(tsconfig) ? tsconfig : undefined,
  });
  process.stdout.write(JSON.stringify(parseCircular(tree)));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
