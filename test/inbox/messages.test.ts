import { mailableAddress, ownerMail, quoteMail } from '../../inbox/mail/messages';
import { quoteDelivery } from './support/deliveries';

describe('the e-mails the desk writes', () => {
  it('mails one plain address only: never a list or header text a visitor typed', () => {
    expect(mailableAddress('asha@example.com')).toBe('asha@example.com');
    expect(mailableAddress('asha@example.com,bulk@spam.example')).toBe('');
    expect(mailableAddress('asha@example.com;bulk@spam.example')).toBe('');
    expect(mailableAddress('Asha <asha@example.com>')).toBe('');
    expect(mailableAddress('')).toBe('');
  });

  it('keeps a visitor’s line breaks out of the subject, and says what to check first', () => {
    const quote = quoteDelivery({ fullName: 'Asha\r\nBcc: bulk@spam.example' });
    const mail = ownerMail('owner@shop.example', { kind: 'quote', record: quote.record, flags: [{ code: 'date', text: 'Dated later' }], link: 'https://desk.example/records/x' });
    expect(mail.subject).toBe('[check] New quote request from Asha Bcc: bulk@spam.example');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Check before answering:\n- Dated later');
  });

  it('writes the quote with its lines, total, validity and note', () => {
    const quote = quoteDelivery();
    const mail = quoteMail('asha@example.com', quote.record, {
      lines: [{ description: 'Slabs', amount: 100000 }],
      total: 100000,
      validUntil: '2026-02-14',
      note: 'Thank you.',
    });
    expect(mail.text).toContain('- Slabs: ₹1,00,000.00\nTotal: ₹1,00,000.00\n\nThis quote is valid until 14 February 2026.\n\nThank you.');
  });
});
