/**
 * What the desk notices on arrival: an order priced again from the shop's
 * catalogue with the shop's own total rules, a date far from the arrival, a
 * claimed status, a foreign origin, a filled honeypot.
 */
import { checkArrival, dateCheck, FUTURE_TOLERANCE_MS, PAST_TOLERANCE_MS, priceCheck } from '../../inbox/arrivalChecks';
import type { JsonObject } from '../../inbox/delivery';
import { blackLine } from '../support/fixtures';
import { orderDelivery, quoteDelivery, SHOP_ORIGIN } from './support/deliveries';

const ARRIVAL = Date.parse('2026-01-15T10:31:00.000Z');
const codes = (flags: Array<{ code: string }>) => flags.map((flag) => flag.code);

describe('an order priced again from the catalogue', () => {
  it('finds nothing to check in an order the shop built', () => {
    const order = orderDelivery();
    expect(priceCheck(order.record)).toEqual({ flags: [], total: 4290 });
    expect(checkArrival(order, ARRIVAL, [SHOP_ORIGIN])).toEqual({ flags: [], spam: false });
  });

  it('flags a total of 1 rupee, with both figures', () => {
    const order = orderDelivery();
    order.record.totalAmount = 1;
    const { flags, total } = priceCheck(order.record);
    expect(total).toBe(4290);
    expect(flags).toEqual([{ code: 'total', text: 'Total: sent ₹1.00, catalogue ₹4,290.00 (with shipping and tax)' }]);
  });

  it('flags lowered prices, a wrong line total and an unknown product', () => {
    const cheap = orderDelivery();
    cheap.record.items = [blackLine({ pricing: { small: 1, big: 1 }, totalPrice: 3 })] as unknown as JsonObject[];
    cheap.record.totalAmount = 3.3;
    expect(codes(priceCheck(cheap.record).flags)).toEqual(['price', 'line-total', 'total']);

    const unknown = orderDelivery();
    unknown.record.items = [blackLine({ id: 999, name: 'Gold slab' })] as unknown as JsonObject[];
    expect(priceCheck(unknown.record)).toEqual({ flags: [{ code: 'unknown-product', text: 'Line "Gold slab": product 999 is not in the catalogue' }], total: null });
  });

  it('uses the shop’s shipping rule: free over ₹1,000, else ₹50', () => {
    const small = orderDelivery();
    small.record.items = [blackLine({ quantity: 1, size: 'small', totalPrice: 1000 })] as unknown as JsonObject[];
    small.record.totalAmount = 1000 + 50 + 100;
    expect(priceCheck(small.record)).toEqual({ flags: [], total: 1150 });
  });
});

describe('the record date against the arrival', () => {
  const dated = (date: string) => {
    const quote = quoteDelivery();
    quote.record.submissionDate = date;
    return quote;
  };

  it('lets a visitor’s clock run a little ahead and an offline outbox wait two weeks', () => {
    expect(dateCheck(dated(new Date(ARRIVAL + FUTURE_TOLERANCE_MS).toISOString()), ARRIVAL)).toEqual([]);
    expect(dateCheck(dated(new Date(ARRIVAL - PAST_TOLERANCE_MS).toISOString()), ARRIVAL)).toEqual([]);
  });

  it('flags a date in 2099 and one a month before the arrival', () => {
    expect(codes(dateCheck(dated('2099-01-01T00:00:00.000Z'), ARRIVAL))).toEqual(['date']);
    expect(codes(dateCheck(dated(new Date(ARRIVAL - PAST_TOLERANCE_MS - 1).toISOString()), ARRIVAL))).toEqual(['date']);
  });
});

describe('everything the browser claims', () => {
  it('flags the order of the issue: foreign origin, 1 rupee, dated 2099, already delivered', () => {
    const order = orderDelivery();
    Object.assign(order, { origin: 'https://attacker.example' });
    Object.assign(order.record, { totalAmount: 1, orderDate: '2099-01-01T00:00:00.000Z', status: 'delivered' });
    const { flags, spam } = checkArrival(order, ARRIVAL, [SHOP_ORIGIN]);
    expect(codes(flags)).toEqual(['total', 'date', 'status', 'origin']);
    expect(spam).toBe(false);
  });

  it('takes a delivery with its honeypot filled as spam, and an empty one as a visitor’s', () => {
    expect(checkArrival({ ...quoteDelivery(), honeypot: 'https://cheap-pills.example' }, ARRIVAL, [SHOP_ORIGIN]).spam).toBe(true);
    expect(checkArrival({ ...quoteDelivery(), honeypot: '' }, ARRIVAL, [SHOP_ORIGIN]).spam).toBe(false);
  });
});
