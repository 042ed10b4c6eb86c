import { lookUpPath, optionsFromDataset } from '../../src/app/embed/embedOptions';

/** `element.dataset` as a browser builds it from data-* attributes. */
const dataset = (attributes: Record<string, string>): DOMStringMap => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element.dataset;
};

const noFunctions = () => undefined;

describe('options from data-* attributes', () => {
  it('maps every attribute to its option', () => {
    const { options, problems } = optionsFromDataset(
      dataset({
        'data-stone-shop': '',
        'data-basename': '/stones',
        'data-routing': 'hash',
        'data-initial-path': '/shop',
        'data-storage-prefix': 'stones.',
        'data-title': '',
        'data-scroll-target': '#top',
        'data-name': 'Garden shop',
        'data-devtools-trace': 'true',
      }),
      noFunctions,
    );
    expect(problems).toEqual([]);
    expect(options).toEqual({
      basename: '/stones',
      routing: 'hash',
      initialPath: '/shop',
      storageKeyPrefix: 'stones.',
      title: true,
      scrollTarget: '#top',
      name: 'Garden shop',
      devToolsTrace: true,
    });
  });

  it('reads "false" as off and leaves empty values to the defaults', () => {
    const { options } = optionsFromDataset(dataset({ 'data-title': 'false', 'data-basename': '' }), noFunctions);
    expect(options).toEqual({ title: false });
  });

  it('names the attributes it cannot use, and uses browser routing for an unknown mode', () => {
    const { options, problems } = optionsFromDataset(
      dataset({ 'data-routing': 'pushstate', 'data-storage-key-prefix': 'x.', 'data-title': 'maybe' }),
      noFunctions,
    );
    expect(options).toEqual({ title: undefined });
    expect(problems).toEqual([
      'data-routing="pushstate" is not one of browser, hash, memory; browser routing is used.',
      "data-storage-key-prefix is not an option; see the table of options in docs/embedding.md.",
      'data-title="maybe" is neither "true" nor "false"; it was ignored.',
    ]);
  });

  it('turns callback attributes into calls of the named page function, looked up at each call', async () => {
    const page: Record<string, unknown> = {};
    const { options } = optionsFromDataset(
      dataset({ 'data-on-order-placed': 'host.sendOrder', 'data-on-change': 'host.changed' }),
      (path) => lookUpPath(page, path),
    );
    // Defined after the shop read its attributes, as a host script loaded later would.
    const sent: unknown[] = [];
    page.host = { sendOrder: (order: unknown) => Promise.resolve(sent.push(order)) };
    await options.onOrderPlaced?.({ id: 'ORD-1' } as never);
    expect(sent).toEqual([{ id: 'ORD-1' }]);
    expect(() => options.onChange?.({ type: 'cartUpdated', detail: { key: 'cart', count: 1, instance: 'Stone shop' } })).toThrow(
      'the page has no function host.changed',
    );
  });
  it('hands data-on-delivery-refused both the record and the reason', () => {
    const heard: unknown[][] = [];
    const page = { host: { refused: (...args: unknown[]) => heard.push(args) } };
    const { options, problems } = optionsFromDataset(dataset({ 'data-on-delivery-refused': 'host.refused' }), (path) => lookUpPath(page, path));
    expect(problems).toEqual([]);
    options.onDeliveryRefused?.({ id: 'ORD-1' } as never, 'HTTP 422: must NOT have additional properties');
    expect(heard).toEqual([[{ id: 'ORD-1' }, 'HTTP 422: must NOT have additional properties']]);
  });
});

describe('lookUpPath', () => {
  it('follows a dotted name and stops at a missing step', () => {
    const root = { a: { b: { c: 3 } } };
    expect(lookUpPath(root, 'a.b.c')).toBe(3);
    expect(lookUpPath(root, 'a.x.c')).toBeUndefined();
  });
});
