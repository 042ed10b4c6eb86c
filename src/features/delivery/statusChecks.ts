import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { speaksVersion2, type DeliveryChannel } from '../../shared/deliveryChannel';
import type { Services } from '../../shared/services';
import type { QuoteRequest, StoredOrder } from '../../shared/entities';
import { statusesChanged } from '../../shared/events';
import { changedStatuses } from '../../shared/statusAnswers';
import { askable, readAnswers, recordKeysHeader } from './statusRules';
import { selectDelivery, selectDeliveryOn } from './selectors';

/** While a page that shows statuses stays visible, it asks again after this long. */
export const STATUS_CHECK_MS = 60_000;
/**
 * A page that shows statuses asks when it opens unless the last answer is
 * younger than this: going from My Quotes to My Orders shows what the desk
 * says now, not what it said a minute ago, without asking twice for one view.
 */
export const FRESH_MS = 5_000;

/** Per shop: when it last asked, and whether a question is on its way (one at a time). */
const asking = new WeakMap<DeliveryChannel, { lastAt: number; busy: boolean }>();

/**
 * Asks the inbox, in one GET with their keys, how the visitor's open orders
 * and quote requests stand, and applies the answer as one `statusesChanged`
 * (its time and every status in the payload, so a DevTools log replays it).
 * Not again within `maxAge` of the last question (a minute by default) unless
 * forced (the tab was shown again).
 * No answer (offline, unreachable) changes nothing: the last known status and
 * its time stay. A receiver that speaks version 1 keeps no statuses: nothing
 * is asked.
 */
export const checkStatuses =
  ({ force = false, maxAge = STATUS_CHECK_MS } = {}): ThunkAction<Promise<void>, unknown, Services, UnknownAction> =>
  async (dispatch, getState, extra) => {
    const channel = extra.delivery;
    const entries = selectDelivery(getState() as object)?.entries;
    if (!channel || !entries || !speaksVersion2(channel)) return;
    const asked = askable(entries);
    const state = asking.get(channel) ?? { lastAt: -Infinity, busy: false };
    asking.set(channel, state);
    if (asked.length === 0 || state.busy || (!force && extra.now() - state.lastAt < maxAge)) return;
    state.busy = true;
    state.lastAt = extra.now();
    try {
      const response = await fetch(channel.url, {
        headers: { 'Record-Keys': recordKeysHeader(asked) },
        credentials: 'omit',
        cache: 'no-store',
      });
      if (response.status !== 200 && response.status !== 404) return;
      const ids = asked.map(({ id }) => id);
      const answers = response.status === 200 ? readAnswers(await response.json(), ids) : [];
      const lists = getState() as { orders: { items: StoredOrder[] }; quotes: { items: QuoteRequest[] } };
      dispatch(statusesChanged({ checkedAt: new Date(extra.now()).toISOString(), asked: ids, answers, statuses: changedStatuses(lists, answers) }));
    } catch {
      // No answer: nothing is known that was not known before.
    } finally {
      state.busy = false;
    }
  };

/**
 * For the pages that show statuses (My Orders, tracking, My Quotes): asks
 * when the page is shown unless an answer came within FRESH_MS, when the tab
 * becomes visible again, and once a minute while it stays visible. Every
 * such page reads the one answer in the store, so they all agree. Nothing
 * when delivery is off or the receiver speaks version 1.
 */
export function useStatusChecks(): void {
  const dispatch = useAppDispatch();
  // Nothing to ask a receiver of version 1: no timer either.
  const asks = speaksVersion2(useAppStore().services.delivery);
  const on = useAppSelector(selectDeliveryOn) && asks;
  useEffect(() => {
    if (!on) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (options: { force?: boolean; maxAge?: number }) => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      void dispatch(checkStatuses(options));
      timer = setTimeout(() => ask({}), STATUS_CHECK_MS);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? clearTimeout(timer) : ask({ force: true }));
    ask({ maxAge: FRESH_MS });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dispatch, on]);
}
