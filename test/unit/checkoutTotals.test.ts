import { cartTotals, FREE_SHIPPING_OVER } from '../../src/features/cart';
import { FREE_SHIPPING_MESSAGE } from '../../src/features/cart/CartSummary';
import { freeShippingShortfall } from '../../src/features/cart/freeShipping';
import type { CartLine } from '../../src/shared/entities';

const line = (small: number, quantity: number, overrides: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  name: 'Stone',
  image: 'images/products/1-1.svg',
  pricing: { small, big: small * 2 },
  unit: 'per CBM',
  quantity,
  size: 'small',
  totalPrice: 0,
  ...overrides,
});

describe('order totals at checkout', () => {
  it('charges 50 shipping at a subtotal of exactly 1000', () => {
    expect(cartTotals([line(500, 2)])).toEqual({ subtotal: 1000, shipping: 50, tax: 100, total: 1150, itemCount: 2 });
  });

  it('ships free just over 1000', () => {
    expect(cartTotals([line(1000.01, 1)])).toEqual({
      subtotal: 1000.01,
      shipping: 0,
      tax: 100,
      total: 1100.01,
      itemCount: 1,
    });
    expect(cartTotals([line(1001, 1)]).shipping).toBe(0);
  });

  it('rounds subtotal, tax and total to 2 decimals', () => {
    // 0.1 + 0.2 style drift and a tax of 33.3333...
    const totals = cartTotals([line(0.1, 1), line(0.2, 1, { id: 2 }), line(333.033, 1, { id: 3 })]);
    expect(totals.subtotal).toBe(333.33);
    expect(totals.tax).toBe(33.33);
    expect(totals.total).toBe(416.66);
  });

  it('uses the chosen size price and ignores stored line totals', () => {
    const totals = cartTotals([line(650, 2, { size: 'big', pricing: { small: 650, big: 950 }, totalPrice: 1 })]);
    expect(totals.subtotal).toBe(1900);
    expect(totals.total).toBe(2090);
  });
});

describe('free shipping note', () => {
  it('states the threshold in rupees, as the spec words it', () => {
    expect(FREE_SHIPPING_OVER).toBe(1000);
    expect(FREE_SHIPPING_MESSAGE).toBe('Free shipping on orders over ₹1,000!');
  });

  it('says how far a subtotal is from free shipping', () => {
    expect(freeShippingShortfall(650)).toBe(350);
    expect(freeShippingShortfall(999.99)).toBe(0.01);
    expect(freeShippingShortfall(1000)).toBe(0);
    expect(freeShippingShortfall(1000.01)).toBeNull();
    expect(freeShippingShortfall(0)).toBe(1000);
  });
});
