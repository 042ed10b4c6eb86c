import { DELIVERY_KEYS, QUOTE_PREFILL_KEY } from '../../shared/keptBeside';

const removing = (storage: () => Storage | undefined, name: string) => {
  try {
    storage()?.removeItem(name);
  } catch {
    /* storage disabled: nothing was kept there */
  }
};

/**
 * "Clear my data", before the lists go: delivery's keys and their backups
 * (each record's state, key and answers, and the messages) and Duplicate
 * Request's pre-fill. First, so that delivery, seeing its entries emptied,
 * finds nothing stored to join them with, and writes nothing back.
 */
export function forgetKeptBeside(keyPrefix: string, storage: Storage | undefined): void {
  const local = () => storage ?? window.localStorage;
  for (const key of DELIVERY_KEYS) for (const name of [keyPrefix + key, `${keyPrefix}${key}.backup`]) removing(local, name);
  removing(() => window.sessionStorage, keyPrefix + QUOTE_PREFILL_KEY);
}
