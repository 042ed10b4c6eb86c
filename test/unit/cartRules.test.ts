import { cartTotals, itemAdded, lineTotal, normaliseQuantity, quantityChanged, shippingFor } from '../../src/features/cart';
import cartReducer from '../../src/features/cart/cartSlice';
import { MAX_QUANTITY } from '../../src/shared/quantity';
import { readTypedQuantity } from '../../src/shared/typedQuantity';
import { blackLine, whiteLine } from '../support/fixtures';

// One small Madanpalli White slab at ₹650 unless a test says otherwise.
const line = whiteLine;

describe('cart rules', () => {
  it('turns typed quantities into whole numbers of at least 1', () => {
    expect(normaliseQuantity('3')).toBe(3);
    expect(normaliseQuantity('abc')).toBe(1);
    expect(normaliseQuantity('')).toBe(1);
    expect(normaliseQuantity(0)).toBe(1);
    expect(normaliseQuantity(-4)).toBe(1);
    expect(normaliseQuantity(2.7)).toBe(2);
  });

  it('prices a line by size, to two decimals', () => {
    expect(lineTotal({ small: 10.1, big: 20.2 }, 'small', 3)).toBe(30.3);
    expect(lineTotal({ small: 650, big: 950 }, 'big', 2)).toBe(1900);
  });

  it('charges shipping only up to 1000, free just over it', () => {
    expect(shippingFor(1000)).toBe(50);
    expect(shippingFor(1000.01)).toBe(0);
    expect(shippingFor(999)).toBe(50);
  });

  it('computes totals from prices and quantities, not stored totals', () => {
    const totals = cartTotals([line({ quantity: 1, totalPrice: 99999 })]);
    expect(totals).toEqual({ subtotal: 650, shipping: 50, tax: 65, total: 765, itemCount: 1 });
    const big = cartTotals([line(), line({ id: 2, size: 'big', pricing: { small: 1000, big: 1300 }, quantity: 3 })]);
    expect(big.subtotal).toBe(4550);
    expect(big.shipping).toBe(0);
    expect(big.tax).toBe(455);
    expect(big.total).toBe(5005);
    expect(big.itemCount).toBe(4);
  });
});

describe('the quantity cap', () => {
  it('keeps typed quantities at or under 9,999', () => {
    expect(normaliseQuantity('12000')).toBe(MAX_QUANTITY);
    expect(normaliseQuantity(9999)).toBe(9999);
    expect(MAX_QUANTITY).toBe(9999);
  });

  it('says when a typed entry is capped or refused, and takes whole numbers from 1 to 9,999 as typed', () => {
    expect(readTypedQuantity('12000')).toEqual({ quantity: 9999, change: 'capped' });
    expect(readTypedQuantity(' 10000 ')).toEqual({ quantity: 9999, change: 'capped' });
    for (const typed of ['1e9', '-3', 'abc', '', '0', '12,000']) {
      expect(readTypedQuantity(typed)).toEqual({ quantity: typed === '12,000' ? 12 : 1, change: 'refused' });
    }
    expect(readTypedQuantity('2.5')).toEqual({ quantity: 2, change: 'refused' });
    for (const [typed, quantity] of [['1', 1], [' 7 ', 7], ['007', 7], ['9999', 9999]] as const) {
      expect(readTypedQuantity(typed)).toEqual({ quantity, change: null });
    }
  });

  it('caps a line that grows past it by adding more, and a quantity set past it', () => {
    const { totalPrice: _total, ...addition } = blackLine({ quantity: 9000, size: 'small' });
    let state = cartReducer(undefined, itemAdded(addition));
    state = cartReducer(state, itemAdded({ ...addition, quantity: 5000 }));
    expect(state.items[0]?.quantity).toBe(9999);
    expect(state.items[0]?.totalPrice).toBe(9999 * 1000);
    state = cartReducer(state, quantityChanged({ id: addition.id, size: 'small', quantity: 123456 }));
    expect(state.items[0]?.quantity).toBe(9999);
  });
});
