// Deterministic synthetic data for the growth measurements: stored orders and
// quotes shaped exactly like the spec's entities (they pass the entry guards),
// so the app reads them as it would read a long-time visitor's storage.

const BASE_TIME = Date.UTC(2026, 0, 15, 10, 30);
const HOUR = 3_600_000;

const STONES = [
  { id: 1, name: 'Madanpalli White', pricing: { small: 650, big: 950 } },
  { id: 2, name: 'Kuppum Black', pricing: { small: 1000, big: 1300 } },
  { id: 5, name: 'Tan Brown', pricing: { small: 800, big: 1100 } },
  { id: 17, name: 'Makrana White', pricing: { small: 1400, big: 1800 } },
];
const ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered'];
const QUOTE_STATUSES = ['pending', 'reviewed', 'quoted', 'accepted', 'rejected'];

/** A fixed-length suffix from a number, so ids are unique and deterministic. */
const suffix = (n, length, alphabet) => {
  let out = '';
  let rest = n;
  for (let i = 0; i < length; i += 1) {
    out += alphabet[rest % alphabet.length];
    rest = Math.floor(rest / alphabet.length) + i + 7;
  }
  return out;
};
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** @returns {import('../../src/shared/entities.ts').CartLine} */
export function cartLine(index) {
  const stone = STONES[index % STONES.length];
  /** @type {'small' | 'big'} */
  const size = index % 2 === 0 ? 'small' : 'big';
  const quantity = 1 + (index % 5);
  return {
    id: stone.id,
    name: stone.name,
    image: `images/products/${stone.id}-1.svg`,
    pricing: { ...stone.pricing },
    unit: 'per CBM',
    quantity,
    size,
    totalPrice: stone.pricing[size] * quantity,
  };
}

/** Order number `index` (0 = newest), as checkout stores it. */
/** @returns {import('../../src/shared/entities.ts').Order} */
export function order(index) {
  const placedAt = BASE_TIME - index * HOUR;
  const items = Array.from({ length: 1 + (index % 3) }, (_, line) => cartLine(index + line));
  const subtotal = items.reduce((sum, line) => sum + line.totalPrice, 0);
  const status = ORDER_STATUSES[index % ORDER_STATUSES.length];
  return {
    id: `ORD-${placedAt}-${suffix(index, 9, LOWER)}`,
    items,
    totalAmount: Math.round(subtotal * 1.18 * 100) / 100,
    shippingAddress: {
      fullName: `Customer ${index + 1}`,
      address: `${index + 1} Temple Street`,
      city: 'Tirupati',
      state: 'Andhra Pradesh',
      pincode: '517501',
      phone: '9876543210',
    },
    paymentMethod: ['credit-card', 'debit-card', 'net-banking'][index % 3],
    orderDate: new Date(placedAt).toISOString(),
    status,
    ...(status === 'delivered' && index % 8 === 3
      ? { review: { rating: 4, comment: 'Even colour across the lot.', date: new Date(placedAt + 72 * HOUR).toISOString() } }
      : {}),
  };
}

/** Quote request number `index` (0 = newest), as the quote form stores it. */
/** @returns {import('../../src/shared/entities.ts').QuoteRequest} */
export function quote(index) {
  const submittedAt = BASE_TIME - index * HOUR;
  const length = 8 + (index % 7);
  const width = 10 + (index % 5);
  return {
    id: `QT-${submittedAt}-${suffix(index, 6, UPPER)}`,
    submissionDate: new Date(submittedAt).toISOString(),
    status: QUOTE_STATUSES[index % QUOTE_STATUSES.length],
    fullName: `Customer ${index + 1}`,
    company: index % 2 === 0 ? `Builders ${index + 1}` : '',
    email: `customer${index + 1}@example.com`,
    phone: '9876543210',
    projectType: ['residential', 'commercial', 'hospitality'][index % 3],
    projectTimeline: 'within-month',
    projectLocation: 'Tirupati',
    stoneType: index % 2 === 0 ? 'granite' : 'marble',
    finish: 'polished',
    thickness: '20mm',
    length: String(length),
    width: String(width),
    area: (length * width).toFixed(2),
    quantity: String(length * width),
    unit: 'sqft',
    services: index % 3 === 0 ? ['Installation Service'] : [],
    description: 'Kitchen counters and a staircase.',
    budget: '',
  };
}

export const orders = (count) => Array.from({ length: count }, (_, index) => order(index));
export const quotes = (count) => Array.from({ length: count }, (_, index) => quote(index));
