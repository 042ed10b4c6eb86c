import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import deliveryReducer, { type DeliveryState } from './deliverySlice';

/**
 * The shop's root reducer with the delivery state beside it, under
 * `delivery`. Only a shop with delivery switched on gets it (so the others
 * carry none of its code); every other part of the state is the root
 * reducer's own, untouched, and an action that changes nothing keeps the
 * same state object.
 */
export function withDeliveryReducer<S extends object>(root: Reducer<S>): Reducer<S & { delivery: DeliveryState }> {
  return (state, action: UnknownAction) => {
    const { delivery, ...rest } = (state ?? {}) as S & { delivery?: DeliveryState };
    const nextRest = root(state ? (rest as S) : undefined, action);
    const nextDelivery = deliveryReducer(delivery, action);
    if (state && nextRest === (rest as S) && nextDelivery === delivery) return state;
    return { ...nextRest, delivery: nextDelivery };
  };
}
