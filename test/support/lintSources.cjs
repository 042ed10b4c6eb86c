// Lints the sources given on stdin ([{ file, code }], file relative to the
// repository) with the project's ESLint configuration, through ESLint's Node
// API, and prints each one's messages as JSON. test/unit/importBoundaries.test.ts
// runs it in its own process: ESLint loads eslint.config.mjs with import(),
// which Jest's module sandbox refuses.
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require('eslint');

async function main() {
  const root = path.resolve(__dirname, '../..');
  const sources = JSON.parse(fs.readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: root });
  const reports = [];
  for (const { file, code } of sources) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    reports.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  process.stdout.write(JSON.stringify(reports));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
