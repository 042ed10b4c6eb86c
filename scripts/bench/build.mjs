// Runs a production build as a child process, with a time limit.
import { spawn } from 'node:child_process';

export function runBuild({ label, args, cwd, env = {}, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve({ label, seconds });
      else reject(new Error(`${label} build failed (${signal ?? `exit ${code}`}) after ${seconds.toFixed(0)} s:\n${output.slice(-4000)}`));
    });
  });
}
