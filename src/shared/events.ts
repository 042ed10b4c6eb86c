import { createAction } from '@reduxjs/toolkit';

/**
 * Facts several slices react to. They live here, not in one feature, so no
 * feature has to dispatch into another's slice.
 */

/** The four localStorage lists, by their key names. */
export type ListKey = 'cart' | 'wishlist' | 'quotes' | 'orders';
export const LIST_KEYS: readonly ListKey[] = ['cart', 'wishlist', 'quotes', 'orders'];

/**
 * Another tab changed one of our lists. `items` has already been validated
 * entry by entry by the persistence layer.
 */
export const storageSynced = createAction<{ key: ListKey; items: unknown[] }>('persistence/storageSynced');

/**
 * A checkout went through: orders prepends it, the cart empties. The order is
 * typed loosely here so shared code does not depend on the orders feature.
 */
export const orderPlaced = createAction<{ order: { id: string } & Record<string, unknown> }>(
  'checkout/orderPlaced',
);
