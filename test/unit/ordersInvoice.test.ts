import { jsPDF } from 'jspdf';
import { invoiceContent, pdfRupees } from '../../src/features/orders/invoice';
import { drawInvoice } from '../../src/features/orders/invoicePdf';
import { blackLine, storedOrder, whiteLine } from '../support/fixtures';

// `jspdf` here is the cut-down build the shop ships (jest.config.cjs); the
// package's complete UMD build is the reference it must agree with.
const { jsPDF: CompleteJsPdf } = jest.requireActual('jspdf/dist/jspdf.umd.min.js') as { jsPDF: typeof jsPDF };

const order = storedOrder({
  id: 'ORD-1768473000000-abc123xyz',
  items: [
    blackLine({ quantity: 3, size: 'big', totalPrice: 3900 }),
    whiteLine({ quantity: 1, size: 'small', totalPrice: 650 }),
  ],
  totalAmount: 5005,
  paymentMethod: 'credit-card',
  orderDate: '2026-01-15T10:30:00.000Z',
  status: 'placed',
});

describe('invoice content', () => {
  it('writes rupees as Rs. for the PDF fonts, with the same figures', () => {
    expect(pdfRupees(1234)).toBe('Rs. 1,234.00');
    expect(pdfRupees(130000.5)).toBe('Rs. 1,30,000.50');
  });

  it('has the seller, order, address, lines and totals worked out from the items', () => {
    const content = invoiceContent(order);
    expect(content.fileName).toBe('invoice-ORD-1768473000000-abc123xyz.pdf');
    expect(content.seller).toEqual({
      name: 'Sri Balaji Granites & Marbles',
      address: ['Survey No. 212, Tirupati Road', 'Pakala, Chittoor District', 'Andhra Pradesh 517112, India'],
      phone: '+91 98765 43210',
      email: 'sales@sribalaji-stones.example',
    });
    expect(content.date).toBe('January 15, 2026');
    expect(content.shipTo).toEqual(['Asha Rao', '1 Temple St', 'Tirupati, Andhra Pradesh 517501', 'Phone: 9876543210']);
    expect(content.paymentMethod).toBe('Credit Card');
    expect(content.lines).toEqual([
      { name: 'Kuppum Black', size: 'Big', quantity: 3, unitPrice: 1300, total: 3900 },
      { name: 'Madanpalli White', size: 'Small', quantity: 1, unitPrice: 650, total: 650 },
    ]);
    expect(content.totals).toMatchObject({ subtotal: 4550, shipping: 0, tax: 455, total: 5005 });
    expect(content.emptyNote).toBeNull();
  });

  it('copes with an order that lost its fields', () => {
    const content = invoiceContent({ id: 'ORD-1' });
    expect(content.date).toBe('Unknown date');
    expect(content.shipTo).toEqual(['N/A']);
    expect(content.paymentMethod).toBe('N/A');
    expect(content.emptyNote).toBe('No items found in this order');
    expect(content.totals.total).toBe(0);
  });
});

describe('invoice PDF', () => {
  it('is a real PDF naming the order, seller, lines and total', () => {
    const pdf = drawInvoice(new jsPDF({ unit: 'pt', format: 'a4' }), invoiceContent(order)).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    for (const text of [
      'ORD-1768473000000-abc123xyz',
      'Sri Balaji Granites & Marbles',
      'Phone: +91 98765 43210',
      'Kuppum Black',
      'Asha Rao',
      'Date: January 15, 2026',
      'Rs. 4,550.00',
      'Rs. 455.00',
      'Rs. 5,005.00',
    ]) {
      expect([text, pdf.includes(`(${text})`)]).toEqual([text, true]);
    }
    expect(pdf).not.toContain('₹');
  });

  it('is the same file, byte for byte, as the complete jsPDF writes', () => {
    const long = { ...order, items: Array.from({ length: 60 }, (_, index) => ({ ...order.items![0]!, id: index + 1 })) };
    const write = (Pdf: typeof jsPDF, content: ReturnType<typeof invoiceContent>) => {
      const doc = new Pdf({ unit: 'pt', format: 'a4' });
      // Fixed so the two files can be compared; otherwise they hold the current time and a random id.
      doc.setCreationDate(new Date(Date.UTC(2026, 0, 15, 10, 30)));
      doc.setFileId('0123456789ABCDEF0123456789ABCDEF');
      return drawInvoice(doc, content).output();
    };
    for (const content of [invoiceContent(order), invoiceContent(long), invoiceContent({ id: 'ORD-1' })]) {
      const shipped = write(jsPDF, content);
      expect(shipped).toContain(`(${content.orderId})`);
      expect(shipped).toBe(write(CompleteJsPdf, content));
    }
  });

  it('runs onto more pages for long orders', () => {
    const items = Array.from({ length: 60 }, (_, index) => ({ ...order.items![0]!, id: index + 1 }));
    const doc = drawInvoice(new jsPDF({ unit: 'pt', format: 'a4' }), invoiceContent({ ...order, items }));
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
  });
});
