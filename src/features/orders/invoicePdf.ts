import type { jsPDF } from 'jspdf';
import { TAX_RATE } from '../cart';
import type { StoredOrder } from '../../shared/entities';
import { invoiceContent, pdfRupees, type InvoiceContent } from './invoice';

// A4 in points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const RIGHT = PAGE_WIDTH - MARGIN;
const LINE = 15;

/** Column right edges (numbers) and left edge (item name) of the lines table. */
const COLUMNS = { item: MARGIN, size: 300, quantity: 350, unitPrice: 450, total: RIGHT };

/** Lays the invoice out on `doc`: seller, order, ship-to, lines, then the totals. */
export function drawInvoice(doc: jsPDF, content: InvoiceContent): jsPDF {
  let y = MARGIN;
  const ensureRoom = (needed: number) => {
    if (y + needed > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };

  doc.setProperties({ title: `Invoice ${content.orderId}`, author: content.seller.name });
  doc.setFont('helvetica', 'bold').setFontSize(18).text(content.seller.name, MARGIN, y);
  doc.setFontSize(22).text('INVOICE', RIGHT, y, { align: 'right' });
  y += LINE + 4;
  doc.setFont('helvetica', 'normal').setFontSize(10);
  for (const line of [...content.seller.address, `Phone: ${content.seller.phone}`, `Email: ${content.seller.email}`]) {
    doc.text(line, MARGIN, y);
    y += LINE;
  }

  y += LINE;
  doc.setFont('helvetica', 'bold').text('Order ID', MARGIN, y);
  doc.text('Bill / ship to', 300, y);
  doc.setFont('helvetica', 'normal');
  const detailsTop = y + LINE;
  y = detailsTop;
  for (const line of [content.orderId, `Date: ${content.date}`, `Payment method: ${content.paymentMethod}`]) {
    doc.text(line, MARGIN, y);
    y += LINE;
  }
  let shipY = detailsTop;
  for (const line of content.shipTo) {
    const wrapped: string[] = doc.splitTextToSize(line, RIGHT - 300);
    doc.text(wrapped, 300, shipY);
    shipY += LINE * wrapped.length;
  }
  y = Math.max(y, shipY) + LINE;

  doc.setFont('helvetica', 'bold');
  doc.text('Item', COLUMNS.item, y);
  doc.text('Size', COLUMNS.size, y, { align: 'right' });
  doc.text('Qty', COLUMNS.quantity, y, { align: 'right' });
  doc.text('Unit price', COLUMNS.unitPrice, y, { align: 'right' });
  doc.text('Amount', COLUMNS.total, y, { align: 'right' });
  y += 6;
  doc.setLineWidth(0.75).line(MARGIN, y, RIGHT, y);
  y += LINE;
  doc.setFont('helvetica', 'normal');

  if (content.emptyNote) {
    doc.text(content.emptyNote, MARGIN, y);
    y += LINE;
  }
  for (const line of content.lines) {
    const name: string[] = doc.splitTextToSize(line.name, COLUMNS.size - 50 - MARGIN);
    ensureRoom(LINE * name.length);
    doc.text(name, COLUMNS.item, y);
    doc.text(line.size, COLUMNS.size, y, { align: 'right' });
    doc.text(String(line.quantity), COLUMNS.quantity, y, { align: 'right' });
    doc.text(pdfRupees(line.unitPrice), COLUMNS.unitPrice, y, { align: 'right' });
    doc.text(pdfRupees(line.total), COLUMNS.total, y, { align: 'right' });
    y += LINE * name.length + 4;
  }

  ensureRoom(LINE * 6);
  doc.setLineWidth(0.5).line(MARGIN, y, RIGHT, y);
  y += LINE + 2;
  const { subtotal, shipping, tax, total } = content.totals;
  const rows: Array<[string, string]> = content.quotedIn
    ? [['Subtotal', pdfRupees(subtotal)], ['Priced as quoted in', content.quotedIn]]
    : [
        ['Subtotal', pdfRupees(subtotal)],
        ['Shipping', shipping === 0 ? 'Free' : pdfRupees(shipping)],
        [`Tax (${TAX_RATE * 100}%)`, pdfRupees(tax)],
      ];
  for (const [label, amount] of rows) {
    doc.text(label, COLUMNS.unitPrice, y, { align: 'right' });
    doc.text(amount, COLUMNS.total, y, { align: 'right' });
    y += LINE;
  }
  doc.setFont('helvetica', 'bold').setFontSize(12);
  doc.text('Total', COLUMNS.unitPrice, y + 4, { align: 'right' });
  doc.text(pdfRupees(total), COLUMNS.total, y + 4, { align: 'right' });

  y += LINE * 3;
  ensureRoom(LINE * 2);
  doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(90);
  doc.text('Payment in this shop is simulated; this invoice records the order as placed.', MARGIN, y);
  return doc;
}

/**
 * Builds the invoice PDF in the browser and saves it as invoice-{orderId}.pdf.
 * jsPDF is fetched only now, on the first click, in its own chunk. The build
 * ships its core and only the plugins listed in
 * scripts/webpack/jspdf-plugins-loader.cjs; a method from any other plugin
 * needs its name added there.
 */
export async function downloadInvoice(order: StoredOrder): Promise<void> {
  const { jsPDF } = await import(/* webpackChunkName: "invoice-pdf" */ 'jspdf');
  const content = invoiceContent(order);
  const doc = drawInvoice(new jsPDF({ unit: 'pt', format: 'a4' }), content);
  await doc.save(content.fileName, { returnPromise: true });
}
