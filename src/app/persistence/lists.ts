import type { UnknownAction } from '@reduxjs/toolkit';
import type { ListKey } from '../../shared/events';

/** The four saved lists, as they sit in the store's state. */
export type Lists = Record<ListKey, { items: readonly unknown[] }>;

/** The pure reducer of the four lists (the store's list slices combined). */
export type ListsReducer = (lists: Lists, action: UnknownAction) => Lists;

type AnyReducer = (state: never, action: UnknownAction) => unknown;

/** One reducer per saved list, as the store's slices export them. */
export type ListReducers = Record<ListKey, AnyReducer>;

/** Records first: an order is in storage before the cart it empties is. */
export const WRITE_ORDER: readonly ListKey[] = ['orders', 'quotes', 'cart', 'wishlist'];

/** Just the four saved lists of a state (the list reducers know no other keys). */
export const listsOf = ({ cart, wishlist, quotes, orders }: Lists): Lists => ({ cart, wishlist, quotes, orders });

/**
 * A reducer that remembers its last call. The saving step reduces an action to
 * learn what to write; the store's reducer then gets the very same state and
 * action, and takes that result instead of working it out a second time. It is
 * only a memo: a replay without the saving step reduces as usual.
 */
function rememberLast(reducer: AnyReducer): AnyReducer {
  let last: { state: unknown; action: unknown; next: unknown } | null = null;
  return (state, action) => {
    if (last && last.state === state && last.action === action) return last.next;
    const next = reducer(state, action);
    last = { state, action, next };
    return next;
  };
}

/** The list reducers, each reducing a given action once for the saving step and the store together. */
export function reduceOnce<R extends ListReducers>(reducers: R): R {
  const entries = Object.entries(reducers).map(([key, reducer]) => [key, rememberLast(reducer)]);
  return Object.fromEntries(entries) as R;
}
