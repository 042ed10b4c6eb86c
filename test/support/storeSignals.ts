/** Resolves once `check` holds for the store's state (each dispatch is a signal; never a fixed wait). */
export const until = (store: { subscribe(listener: () => void): () => void }, check: () => boolean) =>
  new Promise<void>((resolve) => {
    if (check()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
