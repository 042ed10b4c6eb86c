import { removeQueuedSends } from '../../shared/deliveryQueue';

/**
 * The standalone shop's service worker keeps a copy of a send that failed for
 * want of a network, to send it later even with the tab closed. "Clear my
 * data" removes those copies too, so a cleared record never reaches the
 * business.
 */
export const forgetQueuedSends = (): Promise<void> => removeQueuedSends();
