// Small numeric helpers shared by the benchmark's parts.

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** median, min and max of a list of samples. */
export function summarise(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

/** Runs `fn` until `deadline` passes or `check` accepts its result; every wait is bounded. */
export async function pollUntil(fn, { timeoutMs, intervalMs = 50, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Rejects when `promise` takes longer than `ms`, naming `what`. */
export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
