import type { Order, QuoteRequest } from '../../shared/entities';
import type { DeliveryRefusedRecord } from './deliveryRefusals';
import type { MountOptions } from '../mount';
import type { ListChange } from './listChanges';
import type { StatusChangedRecord } from './statusChanges';

export const ROUTING_MODES = ['browser', 'hash', 'memory'] as const;
/** browser: real paths (the host rewrites them to its page); hash: #/path; memory: the URL never changes. */
export type Routing = (typeof ROUTING_MODES)[number];

/** What a host site passes to `StoneShop.mount(element, options)`; docs/embedding.md lists each. */
export interface EmbedOptions
  extends Pick<MountOptions, 'basename' | 'storageKeyPrefix' | 'devToolsTrace' | 'name' | 'storage' | 'services'> {
  /** Each change of a list, as the matching window event carries it (after the write). */
  onChange?: (change: ListChange) => void;
  routing?: Routing;
  /** The first screen in memory routing (e.g. '/shop'); '/' by default. */
  initialPath?: string;
  /** Whether the shop may set document.title (restored at unmount). Default false when embedded. */
  title?: boolean;
  /** What to bring into view after a navigation: an element or a selector. Default the shop's own top. */
  scrollTarget?: Element | string;
  /** The host's own handling of a saved order, instead of the simulated wait; a rejection withdraws it. */
  onOrderPlaced?: (order: Order) => unknown;
  /** The same for a finished quote request. */
  onQuoteSubmitted?: (quote: QuoteRequest) => unknown;
  /**
   * Where each saved order, quote and enquiry is POSTed (docs/delivery-and-desk.md);
   * none: nothing is sent. An absolute http(s) address.
   */
  deliveryUrl?: string;
  /**
   * An order or quote request changed status (with delivery on, the business
   * answered; or the visitor accepted a quote): a copy of it, after it is saved.
   */
  onStatusChanged?: (record: StatusChangedRecord) => void;
  /**
   * The delivery address refused a record for good (a 4xx answer): a copy of
   * the record as stored and the reason ("HTTP 422: <the receiver's words>").
   * The record stays on the device, shown as not delivered, with Retry.
   */
  onDeliveryRefused?: (record: DeliveryRefusedRecord, reason: string) => void;
}

/** Each data-* attribute (as `dataset` names it) and the option it sets. `data-stone-shop` marks the element. */
const ATTRIBUTES = {
  basename: 'basename',
  routing: 'routing',
  initialPath: 'initialPath',
  storagePrefix: 'storageKeyPrefix',
  title: 'title',
  scrollTarget: 'scrollTarget',
  name: 'name',
  devtoolsTrace: 'devToolsTrace',
  onOrderPlaced: 'onOrderPlaced',
  onQuoteSubmitted: 'onQuoteSubmitted',
  onChange: 'onChange',
  deliveryUrl: 'deliveryUrl',
  onStatusChanged: 'onStatusChanged',
  onDeliveryRefused: 'onDeliveryRefused',
} as const satisfies Record<string, keyof EmbedOptions>;

type Attribute = keyof typeof ATTRIBUTES;
const CALLBACKS: readonly Attribute[] = ['onOrderPlaced', 'onQuoteSubmitted', 'onChange', 'onStatusChanged', 'onDeliveryRefused'];

/** `data-title` and `data-devtools-trace`: present or "true" is on, "false" is off. */
function flag(value: string, attribute: string, problems: string[]): boolean | undefined {
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  problems.push(`data-${attribute}="${value}" is neither "true" nor "false"; it was ignored.`);
  return undefined;
}

const dataAttributeName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A callback attribute names a function on the host page's window, such as
 * `data-on-order-placed="myShop.sendOrder"`. It is looked up at each call, so
 * the host's script may define it after the shop's has run.
 */
function hostFunction(path: string, lookUp: (path: string) => unknown) {
  return (...values: unknown[]) => {
    const callback = lookUp(path);
    if (typeof callback !== 'function') throw new Error(`the page has no function ${path}`);
    return (callback as (...values: unknown[]) => unknown)(...values);
  };
}

/**
 * The options an element's data-* attributes ask for, and what was wrong with
 * them (unknown attributes, unknown routing), for the console. Pure: the
 * element's `dataset` and a way to look a dotted name up on the page.
 */
export function optionsFromDataset(
  dataset: DOMStringMap,
  lookUp: (path: string) => unknown,
): { options: EmbedOptions; problems: string[] } {
  const options: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(dataset)) {
    if (key === 'stoneShop' || value === undefined) continue;
    const attribute = dataAttributeName(key);
    if (!(key in ATTRIBUTES)) {
      problems.push(`data-${attribute} is not an option; see the table of options in docs/embedding.md.`);
      continue;
    }
    const option = ATTRIBUTES[key as Attribute];
    if (key === 'title' || key === 'devtoolsTrace') {
      options[option] = flag(value, attribute, problems);
    } else if (CALLBACKS.includes(key as Attribute)) {
      options[option] = hostFunction(value, lookUp);
    } else if (key === 'routing' && !(ROUTING_MODES as readonly string[]).includes(value)) {
      problems.push(`data-routing="${value}" is not one of ${ROUTING_MODES.join(', ')}; browser routing is used.`);
    } else if (value !== '') {
      options[option] = value;
    }
  }
  return { options: options as EmbedOptions, problems };
}

/** Looks a dotted name (`myShop.sendOrder`) up on `root`, e.g. window. */
export function lookUpPath(root: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value == null ? undefined : (value as Record<string, unknown>)[part]), root);
}
