// A Jest reporter: after each run, the ten slowest test files with their
// times, so it is plain where `npm test` spends its minutes. Jest's own
// reporter still prints everything else (jest.config.cjs lists both).
const path = require('node:path');

const SHOWN = 10;

class SlowestFiles {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ file: path.relative(this.rootDir, file.testFilePath), ms: file.perfStats.end - file.perfStats.start }))
      .filter((entry) => Number.isFinite(entry.ms) && entry.ms >= 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const lines = files.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
    process.stderr.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFiles;
