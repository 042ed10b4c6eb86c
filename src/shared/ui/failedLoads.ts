/**
 * Lazily loaded pieces whose code could not be fetched, each with the way to
 * try it again. A failure stays put until someone asks (Retry, or the error
 * panel's back-off), so nothing refetches in a loop on its own.
 */
const waiting = new Set<() => void>();

export function rememberFailedLoad(tryAgain: () => void) {
  waiting.add(tryAgain);
}

/** Lets every failed piece fetch its code again on its next render. */
export function retryFailedLoads() {
  const pieces = [...waiting];
  waiting.clear();
  pieces.forEach((tryAgain) => tryAgain());
}
