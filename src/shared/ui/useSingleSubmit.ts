import { useRef } from 'react';

/**
 * Wraps a Formik `onSubmit` so that a second submit while the first runs
 * (Enter again, a script's requestSubmit) joins the first instead of starting
 * another: Formik's `isSubmitting` then stays true until the real one settles.
 * The thunk refuses a second submission as well (its `condition`).
 */
export function useSingleSubmit<Args extends unknown[]>(submit: (...args: Args) => Promise<void>) {
  const running = useRef<Promise<void> | null>(null);
  return (...args: Args) => {
    running.current ??= submit(...args).finally(() => {
      running.current = null;
    });
    return running.current;
  };
}
