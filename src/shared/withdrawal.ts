import type { UnknownAction } from '@reduxjs/toolkit';
import { SAVE_FIRST, storageSynced, type ListKey } from './events';

/**
 * Puts a list back to what it must hold after the embedding host refused a
 * record the shop had already saved (the host hears of a record only once it
 * is stored): the order or quote leaves its list, an order's lines return to
 * an empty cart. So the visitor (told it was not placed), storage, the host
 * and the delivery address (never sent) all agree that it does not exist.
 *
 * It is the lists' own "this list is now ..." action, `persistence/storageSynced`,
 * which every list reducer already applies, so the first download carries no
 * reducer for a case only embedding hosts cause; `withdrawn` names the record
 * for Redux DevTools, and it is saved first like the record itself was.
 */
export const listWithdrawnTo = (key: ListKey, items: readonly unknown[], withdrawn: string): UnknownAction => ({
  ...storageSynced({ key, items: [...items], withdrawn }),
  meta: SAVE_FIRST,
});
