/**
 * What the request log keeps of an address and a message, and how an
 * erasure redacts an e-mail kept for someone else: plain functions.
 */
import { erasedValues, redact } from '../../inbox/erasure';
import { redactedUrl, scrubbed } from '../../inbox/requestLog';

describe('the request log', () => {
  it('keeps the path and the list filters, and redacts a search or any other query value', () => {
    expect(redactedUrl('/records/ORD-1768473000000-abc123')).toBe('/records/ORD-1768473000000-abc123');
    expect(redactedUrl('/?q=ASHA.V%40EXAMPLE.ORG')).toBe('/?[redacted]');
    expect(redactedUrl('/?q=9876501234&kind=order&before=42')).toBe('/?kind=order&before=42&[redacted]');
    expect(redactedUrl('/?kind=Asha Rao')).toBe('/?[redacted]');
    expect(redactedUrl('/?asha%40example.org')).toBe('/?[redacted]');
    expect(redactedUrl('/records/QT-1?changed=quoted&mailed=1')).toBe('/records/QT-1?changed=quoted&mailed=1');
  });

  it('scrubs query strings and e-mail addresses from a message', () => {
    expect(scrubbed('Route GET:/nowhere?q=9876501234 not found')).toBe('Route GET:/nowhere?[redacted] not found');
    expect(scrubbed('550 <asha.v@example.org>: no such user')).toBe('550 <[redacted]>: no such user');
    expect(scrubbed('GET /asha.v%40example.org')).toBe('GET /[redacted]');
    expect(scrubbed('Is it stored? Yes.')).toBe('Is it stored? Yes.');
  });
});

describe('redacting an erased person out of an e-mail kept for others', () => {
  const values = erasedValues([{ name: 'Vasudha Ekambaram', email: 'vasudha.e@example.org', phone: '+91 93999 41234' }]);

  it('replaces the name, the address and the phone number, in any case and either form', () => {
    expect(redact('New: VASUDHA EKAMBARAM (Vasudha.E@Example.org, +91 93999 41234), then 9399941234; Asha Rao.', values)).toBe(
      'New: [erased] ([erased], [erased]), then [erased]; Asha Rao.',
    );
  });

  it('takes pattern characters literally and leaves names too short to be told apart', () => {
    expect(redact('a+b (c) and Al', erasedValues([{ name: 'Al', email: 'a+b', phone: '' }]))).toBe('[erased] (c) and Al');
  });
});
