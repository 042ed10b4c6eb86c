import { cartTotals, lineTotal, unitPrice, type CartTotals } from '../cart';
import type { StoredOrder } from '../../shared/entities';
import { formatLongDate } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { site } from '../../shared/site';
import { addressLines as siteAddressLines } from '../../shared/siteDetails';
import { addressLines, NO_ITEMS, paymentText } from './orderView';

/**
 * Rupee amounts for the PDF only. jsPDF's built-in fonts have no ₹ glyph (it
 * would print as a stray character), so the PDF writes 'Rs. 1,234.00', the
 * usual Indian abbreviation, with the same figures as formatRupees.
 */
export const pdfRupees = (amount: number): string => formatRupees(amount).replace('₹', 'Rs. ');

export interface InvoiceLine {
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface InvoiceContent {
  fileName: string;
  seller: { name: string; address: string[]; phone: string; email: string };
  orderId: string;
  date: string;
  shipTo: string[];
  paymentMethod: string;
  lines: InvoiceLine[];
  /** Shown instead of the table when the order has no items. */
  emptyNote: string | null;
  totals: CartTotals;
  /** An order made from an accepted quote is priced as quoted: said on the invoice, with no shipping or tax rows. */
  quotedIn: string | null;
}

/** The totals of an order made from a quote: its lines as quoted, nothing added. */
function quotedTotals(order: StoredOrder, lines: readonly InvoiceLine[]): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return { subtotal, shipping: 0, tax: 0, total: order.totalAmount ?? subtotal, itemCount: lines.length };
}

/** Everything the invoice says, worked out from the order and the site configuration. */
export function invoiceContent(order: StoredOrder): InvoiceContent {
  const items = Array.isArray(order.items) ? order.items : [];
  const lines = items.map((item) => ({
    name: item.name,
    size: item.size === 'big' ? 'Big' : 'Small',
    quantity: item.quantity,
    unitPrice: unitPrice(item.pricing, item.size),
    total: lineTotal(item.pricing, item.size, item.quantity),
  }));
  return {
    fileName: `invoice-${order.id}.pdf`,
    seller: { name: site.name, address: [...siteAddressLines], phone: site.phone, email: site.email },
    orderId: order.id,
    date: formatLongDate(order.orderDate),
    shipTo: addressLines(order.shippingAddress),
    paymentMethod: paymentText(order),
    lines,
    emptyNote: items.length === 0 ? NO_ITEMS : null,
    totals: order.quoteId ? quotedTotals(order, lines) : cartTotals(items),
    quotedIn: order.quoteId ?? null,
  };
}
