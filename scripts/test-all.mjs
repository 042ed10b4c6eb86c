#!/usr/bin/env node
// `npm test`: every check and every test, in three stages, so that two cores
// are kept busy without running everything at once (docs/testing.md).
// 1. The type check and the lint (one core each at most) beside the production build, and after
//    the build the delivering builds the end-to-end files ask for
//    (test/e2e/support/prepareDeliveryBuilds.ts): made here, on webpack's cache from the build,
//    they cost the end-to-end run no wait, and the checks have ended by then.
// 2. The unit, inbox and build tests in one Jest run of two workers.
// 3. The end-to-end tests in three workers: a page often waits (a held script, a throttled tab, a
//    build), and a third file keeps both cores busy meanwhile.
// A step that runs beside another prints its output whole when it ends; a
// step alone prints as it goes. The first stage that fails stops the run,
// after its other steps have ended.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command; with `held`, its output is kept until it ends and then printed whole. */
function step(name, command, args, { held = true } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      if (held) process.stdout.write(Buffer.concat(output));
      process.stdout.write(`\n=== ${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s ===\n\n`);
      resolve(ok);
    });
  });
}

const run = (script, options) => step(`npm run ${script}`, npm, ['run', script], options);

/** The steps of a stage run side by side; `steps` in one entry run one after another. */
const sequence = async (...steps) => {
  for (const next of steps) if (!(await next())) return false;
  return true;
};

const stages = [
  () => [
    sequence(() => run('typecheck'), () => run('lint'), () => run('lint:links')),
    sequence(
      () => run('build'),
      () => step('delivering builds for the end-to-end tests', process.execPath, ['-r', 'ts-node/register', 'test/e2e/support/prepareDeliveryBuilds.ts']),
    ),
  ],
  () => [step('unit, inbox and build tests', npm, ['exec', '--', 'jest', '--selectProjects', 'unit', 'inbox', 'build', '--maxWorkers=2'], { held: false })],
  () => [run('test:e2e', { held: false })],
];

const began = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage());
  if (results.includes(false)) {
    process.stdout.write(`\nnpm test failed after ${((Date.now() - began) / 1000).toFixed(0)} s\n`);
    process.exit(1);
  }
}
process.stdout.write(`\nnpm test passed in ${((Date.now() - began) / 1000).toFixed(0)} s\n`);
