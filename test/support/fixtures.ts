// Sample entries in the stored shapes of src/shared/entities.ts, for seeding a
// store or localStorage. Every call returns fresh objects; a test passes as
// overrides the values it depends on, so they stay visible where they matter.
import type { CartLine, Order, QuoteRequest, ShippingAddress, WishlistEntry } from '../../src/shared/entities';

/** Products 1 and 2 as cart lines and wishlist entries copy them from the catalogue. */
const madanpalliWhite = () => ({
  id: 1,
  name: 'Madanpalli White',
  image: 'images/products/1-1.svg',
  pricing: { small: 650, big: 950 },
  unit: 'per CBM',
});
const kuppumBlack = () => ({
  id: 2,
  name: 'Kuppum Black',
  image: 'images/products/2-1.svg',
  pricing: { small: 1000, big: 1300 },
  unit: 'per CBM',
});

/** One small slab of Madanpalli White: ₹650. */
export function whiteLine(overrides: Partial<CartLine> = {}): CartLine {
  return { ...madanpalliWhite(), quantity: 1, size: 'small', totalPrice: 650, ...overrides };
}

/** Three big slabs of Kuppum Black: ₹3,900. */
export function blackLine(overrides: Partial<CartLine> = {}): CartLine {
  return { ...kuppumBlack(), quantity: 3, size: 'big', totalPrice: 3900, ...overrides };
}

/** Madanpalli White on the wishlist. */
export function wishlistEntry(overrides: Partial<WishlistEntry> = {}): WishlistEntry {
  return { ...madanpalliWhite(), category: 'granite', description: 'A white granite.', ...overrides };
}

/** Asha Rao's delivery address in Tirupati. */
export function shippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    fullName: 'Asha Rao',
    address: '1 Temple St',
    city: 'Tirupati',
    state: 'Andhra Pradesh',
    pincode: '517501',
    phone: '9876543210',
    ...overrides,
  };
}

/** A placed order of three big Kuppum Black slabs, paid by credit card: ₹4,290 with tax. */
export function storedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ORD-1700000000000-abc123xyz',
    items: [blackLine()],
    totalAmount: 4290,
    shippingAddress: shippingAddress(),
    paymentMethod: 'credit-card',
    orderDate: '2026-01-15T10:30:00.000Z',
    status: 'placed',
    ...overrides,
  };
}

/** A pending granite quote request with only the required fields filled in. */
export function quoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: 'QT-1700000000000-ABC123',
    submissionDate: '2026-01-15T10:30:00.000Z',
    status: 'pending',
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    projectType: 'residential',
    projectTimeline: 'within-month',
    projectLocation: 'Tirupati',
    stoneType: 'granite',
    finish: 'polished',
    thickness: '20mm',
    quantity: '100',
    unit: 'sqft',
    ...overrides,
  };
}

/** The same request with every optional field filled in: 10 x 12 ft of kitchen counters. */
export function detailedQuote(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return quoteRequest({
    company: 'Rao Builders',
    length: '10',
    width: '12',
    area: '120.00',
    quantity: '120',
    services: ['Installation Service'],
    description: 'Kitchen counters',
    budget: '',
    ...overrides,
  });
}
