/**
 * The shapes stored in localStorage (docs/product.md, Your data), field for field, and
 * the guards that decide whether an entry read back from storage is usable.
 * Guards check only what the screens rely on and keep any extra fields, so a
 * list written by the earlier version of the shop loads unchanged.
 */

export type Size = 'small' | 'big';

export interface PricePair {
  small: number;
  big: number;
}

export interface CartLine {
  id: number;
  name: string;
  image: string;
  pricing: PricePair;
  unit: string;
  quantity: number;
  size: Size;
  totalPrice: number;
}

export interface WishlistEntry {
  id: number;
  name: string;
  image: string;
  pricing: PricePair;
  unit: string;
  category: string;
  description: string;
}

export type PaymentMethod = 'credit-card' | 'debit-card' | 'net-banking';

export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export type OrderStatus = 'placed' | 'processing' | 'shipped' | 'delivered';

export interface OrderReview {
  rating: number;
  comment: string;
  date: string;
}

export interface Order {
  id: string;
  items: CartLine[];
  totalAmount: number;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod | string;
  orderDate: string;
  status: OrderStatus | string;
  /** The visitor's address for shipping updates: asked only by a shop that delivers, kept only when given (docs/product.md). */
  email?: string;
  /** Added by Leave Review on a delivered order (docs/product.md, Reviews). */
  review?: OrderReview;
  /** The quote request this order was made from, when the business made it of an accepted quote (delivery on). */
  quoteId?: string;
}

/**
 * An order as read back from storage: only the id is guaranteed; the orders
 * screens show 'N/A', 'Unknown date' or 'No items found in this order' for the rest.
 */
export type StoredOrder = Pick<Order, 'id'> & Partial<Omit<Order, 'id'>>;

export type QuoteStatus = 'pending' | 'reviewed' | 'quoted' | 'accepted' | 'rejected';

export interface QuoteRequest {
  id: string;
  submissionDate: string;
  status: QuoteStatus | string;
  fullName: string;
  company?: string;
  email: string;
  phone: string;
  projectType: string;
  projectTimeline: string;
  projectLocation: string;
  stoneType: string;
  finish: string;
  thickness: string;
  /** Numbers as typed; the earlier shop may have stored them as numbers. */
  length?: string | number;
  width?: string | number;
  /** length x width to 2 decimals, in sq ft; empty when not computable. */
  area?: string | number;
  quantity: string | number;
  unit: string;
  services?: string[];
  description?: string;
  budget?: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Numbers typed into forms may have been stored as text by the earlier shop. */
const isNumberish = (value: unknown): boolean => isString(value) || isNumber(value);
const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);

const isPricePair = (value: unknown): value is PricePair =>
  isObject(value) && isNumber(value.small) && isNumber(value.big);

/** The product facts a cart line and a wishlist entry both carry: id, name, image, prices and unit. */
const isProductSnapshot = (value: unknown): value is Json =>
  isObject(value) &&
  isNumber(value.id) &&
  isString(value.name) &&
  isString(value.image) &&
  isPricePair(value.pricing) &&
  isString(value.unit);

export function isCartLine(value: unknown): value is CartLine {
  return (
    isProductSnapshot(value) &&
    isNumber(value.quantity) &&
    value.quantity > 0 &&
    (value.size === 'small' || value.size === 'big') &&
    isNumber(value.totalPrice)
  );
}

export function isWishlistEntry(value: unknown): value is WishlistEntry {
  return isProductSnapshot(value) && isString(value.category) && isString(value.description);
}

export function isStoredOrder(value: unknown): value is StoredOrder {
  return (
    isObject(value) &&
    isString(value.id) &&
    value.id.length > 0 &&
    isOptional(value.items, (items) => Array.isArray(items) && items.every(isCartLine)) &&
    isOptional(value.totalAmount, isNumber) &&
    isOptional(value.shippingAddress, isObject) &&
    isOptional(value.paymentMethod, isString) &&
    isOptional(value.orderDate, isString) &&
    isOptional(value.status, isString)
  );
}

export function isQuoteRequest(value: unknown): value is QuoteRequest {
  if (!isObject(value)) return false;
  const required = [
    'id',
    'submissionDate',
    'status',
    'fullName',
    'email',
    'phone',
    'projectType',
    'projectTimeline',
    'projectLocation',
    'stoneType',
    'finish',
    'thickness',
    'unit',
  ];
  return (
    required.every((field) => isString(value[field])) &&
    isNumberish(value.quantity) &&
    ['length', 'width', 'area'].every((field) => isOptional(value[field], isNumberish)) &&
    ['company', 'budget', 'description'].every((field) => isOptional(value[field], isString)) &&
    isOptional(value.services, (services) => Array.isArray(services) && services.every(isString))
  );
}
