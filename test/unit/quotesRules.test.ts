import { computeArea, parseDimension } from '../../src/features/quotes/area';
import { EMPTY_QUOTE_FORM, type QuoteFormValues } from '../../src/features/quotes/formValues';
import {
  finishLabel,
  projectTypeLabel,
  stoneTypeLabel,
  timelineLabel,
  unitShortLabel,
} from '../../src/features/quotes/options';
import { initialQuoteValues, prefillFromQuote, quoteFormUrl, quotePrefillSearch } from '../../src/features/quotes/prefill';
import { makeQuoteId, QUOTE_ID_PATTERN } from '../../src/features/quotes/quoteId';
import { buildQuoteRequest } from '../../src/features/quotes/quoteRequest';
import { canAccept, quoteCountLine, statusLook } from '../../src/features/quotes/status';
import { validateQuote } from '../../src/features/quotes/validate';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../src/shared/emailAddress';
import { firstError } from '../../src/shared/ui/FirstErrorOnSubmit';
import { isQuoteRequest, type QuoteRequest } from '../../src/shared/entities';

const filled: QuoteFormValues = {
  ...EMPTY_QUOTE_FORM,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  projectLocation: 'Tirupati',
  quantity: '120',
};

const made = { id: 'QT-1768473000000-K3ZQ8P', submissionDate: '2026-01-15T10:30:00.000Z' };

/** What the visitor is alerted to: the first error, as the form reports it. */
const alerted = (values: QuoteFormValues) => firstError(validateQuote(values));

describe('validateQuote', () => {
  it('accepts a complete form', () => {
    expect(validateQuote(filled)).toEqual({});
  });

  it.each([
    ['fullName', 'Please fill in full name'],
    ['email', 'Please fill in email'],
    ['phone', 'Please fill in phone'],
    ['projectLocation', 'Please fill in project location'],
    ['quantity', 'Please fill in quantity'],
  ] as const)('reports an empty %s as "%s"', (field, message) => {
    expect(validateQuote({ ...filled, [field]: '' })).toEqual({ [field]: message });
    // Whitespace is as good as nothing.
    expect(validateQuote({ ...filled, [field]: '  \t ' })).toEqual({ [field]: message });
  });

  it('marks every empty required field and alerts the first, in the spec order', () => {
    const seen: string[] = [];
    let values: QuoteFormValues = { ...EMPTY_QUOTE_FORM };
    for (;;) {
      const first = alerted(values);
      if (!first) break;
      const [field, message] = first;
      seen.push(message);
      values = { ...values, [field]: field === 'email' ? 'asha@example.com' : field === 'quantity' ? '12' : 'x' };
    }
    expect(seen).toEqual([
      'Please fill in full name',
      'Please fill in email',
      'Please fill in phone',
      'Please fill in project location',
      'Please fill in quantity',
    ]);
    expect(Object.keys(validateQuote(EMPTY_QUOTE_FORM))).toEqual(['fullName', 'email', 'phone', 'projectLocation', 'quantity']);
  });

  it('checks the email only after every required field is there', () => {
    expect(alerted({ ...filled, email: 'nope', phone: '' })).toEqual(['phone', 'Please fill in phone']);
    expect(validateQuote({ ...filled, email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it.each(['a@b.c', 'asha.rao@mail.example.co.in', 'x+tag@domain.org', '  asha@example.com  '])(
    'accepts the email %p',
    (email) => {
      expect(validateQuote({ ...filled, email })).toEqual({});
    },
  );

  it.each(['asha', 'asha@', 'asha@example', '@example.com', 'asha@example.', 'as ha@example.com', 'asha@.com x'])(
    'rejects the email %p',
    (email) => {
      expect(validateQuote({ ...filled, email }).email).toBe(INVALID_EMAIL_MESSAGE);
    },
  );

  it.each(['-5', 'abc', '0', '12ft'])('refuses %p as a length, a width or a quantity', (text) => {
    expect(validateQuote({ ...filled, length: text, width: text, quantity: text })).toEqual({
      length: 'Please enter the length in feet as a number above 0',
      width: 'Please enter the width in feet as a number above 0',
      quantity: 'Please enter the quantity as a number above 0',
    });
  });

  it('accepts decimal dimensions and leaves them optional', () => {
    expect(validateQuote({ ...filled, length: '10.5', width: ' 12 ' })).toEqual({});
    expect(validateQuote({ ...filled, length: '', width: '' })).toEqual({});
  });

  it('refuses text that is too long with a message saying how long it may be', () => {
    expect(validateQuote({ ...filled, fullName: 'A'.repeat(101), description: 'd'.repeat(2001) })).toEqual({
      fullName: 'Please keep the full name to 100 characters or fewer',
      description: 'Please keep the project description to 2000 characters or fewer',
    });
    expect(validateQuote({ ...filled, fullName: 'A'.repeat(100), description: 'd'.repeat(2000) })).toEqual({});
  });

  it('uses the rule non-space text, @, text, dot, text', () => {
    expect(EMAIL_PATTERN.source).toBe('^\\S+@\\S+\\.\\S+$');
  });
});

describe('area', () => {
  it('multiplies length by width to 2 decimals', () => {
    expect(computeArea('10', '12')).toBe('120.00');
    expect(computeArea('2.5', '3.25')).toBe('8.13');
    expect(computeArea(' 4 ', '0.5')).toBe('2.00');
    expect(computeArea('0', '7')).toBe('0.00');
    expect(computeArea('1e1', '2')).toBe('20.00');
  });

  it('clears when either side is not a number', () => {
    expect(computeArea('', '12')).toBe('');
    expect(computeArea('10', '')).toBe('');
    expect(computeArea('10', '   ')).toBe('');
    expect(computeArea('abc', '12')).toBe('');
    expect(computeArea('12ft', '3')).toBe('');
    expect(computeArea('10', 'Infinity')).toBe('');
  });

  it('parses dimensions strictly', () => {
    expect(parseDimension('12.5')).toBe(12.5);
    expect(parseDimension('12,5')).toBeNull();
    expect(parseDimension('')).toBeNull();
  });
});

describe('quote id', () => {
  it('is QT-{timestamp}-{6 upper-case letters or digits} from the injected randomness', () => {
    let n = 0;
    const id = makeQuoteId(1768473000000, { random: () => [0, 0.99, 0.5, 0.72, 0.1, 0.3][n++] ?? 0 });
    expect(id).toBe('QT-1768473000000-A9SZDK');
    expect(id).toMatch(QUOTE_ID_PATTERN);
  });

  it('matches the pattern for any randomness', () => {
    for (let i = 0; i < 50; i += 1) expect(makeQuoteId(Date.now(), { random: Math.random })).toMatch(QUOTE_ID_PATTERN);
    expect('QT-123-abc123').not.toMatch(QUOTE_ID_PATTERN);
    expect('QT-123-ABC12').not.toMatch(QUOTE_ID_PATTERN);
  });
});

describe('wording', () => {
  it('counts quote requests', () => {
    expect(quoteCountLine(1)).toBe('1 quote request submitted');
    expect(quoteCountLine(2)).toBe('2 quote requests submitted');
    expect(quoteCountLine(0)).toBe('0 quote requests submitted');
    expect(quoteCountLine(1000)).toBe('1000 quote requests submitted');
  });

  it('gives each status its colour and message, and grey with no message for anything else', () => {
    expect(statusLook('pending')).toMatchObject({
      tone: 'yellow',
      message: "Your quote request is being reviewed. We'll get back to you within 24 hours.",
    });
    expect(statusLook('reviewed')).toMatchObject({
      tone: 'blue',
      message: "Your request has been reviewed and we're preparing your quote.",
    });
    expect(statusLook('quoted')).toMatchObject({
      tone: 'purple',
      message: 'Your quote is ready! Check your email for the detailed pricing.',
    });
    expect(statusLook('accepted')).toMatchObject({
      tone: 'green',
      message: "Quote accepted! We'll contact you to proceed with the order.",
    });
    expect(statusLook('rejected')).toMatchObject({ tone: 'red', message: null });
    expect(statusLook('on-hold')).toMatchObject({ tone: 'grey', label: 'on-hold', message: null });
    expect(statusLook('toString')).toMatchObject({ tone: 'grey' });
    expect(statusLook('')).toMatchObject({ tone: 'grey', label: 'Unknown' });
  });

  it('offers Accept only for quoted requests', () => {
    expect(['pending', 'reviewed', 'quoted', 'accepted', 'rejected', 'x'].filter((status) => canAccept(status))).toEqual(['quoted']);
  });

  it('labels stored values, and shows unknown ones as stored', () => {
    expect(projectTypeLabel('residential')).toBe('Residential');
    expect(projectTypeLabel('hospitality')).toBe('hospitality');
    expect(timelineLabel('immediate')).toBe('Immediate (1-2 weeks)');
    expect(timelineLabel('within-month')).toBe('Within a month');
    expect(stoneTypeLabel('marble')).toBe('Marble');
    expect(finishLabel('leathered')).toBe('Leathered');
    expect(unitShortLabel('sqft')).toBe('sq ft');
    expect(unitShortLabel('tonnes')).toBe('tonnes');
  });
});

describe('buildQuoteRequest', () => {
  it('stores exactly the spec fields, leaving out company and budget when not given', () => {
    const quote = buildQuoteRequest({ ...filled, length: '10', width: '12', services: ['Custom Cutting'] }, made);
    expect(Object.keys(quote)).toEqual([
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
      'length',
      'width',
      'area',
      'quantity',
      'unit',
      'services',
      'description',
    ]);
    expect(quote).toMatchObject({ status: 'pending', area: '120.00', services: ['Custom Cutting'], unit: 'sqft' });
    expect(isQuoteRequest(quote)).toBe(true);
  });

  it('keeps company and budget when given, trims text and re-derives the area', () => {
    const quote = buildQuoteRequest(
      { ...filled, fullName: '  Asha Rao ', company: ' Rao Builders ', budget: '₹5,00,000', length: '2', width: 'x', area: '99' },
      made,
    );
    expect(quote.fullName).toBe('Asha Rao');
    expect(quote.company).toBe('Rao Builders');
    expect(quote.budget).toBe('₹5,00,000');
    expect(quote.area).toBe('');
    expect(Object.keys(quote).at(-1)).toBe('budget');
  });
});

describe('pre-filling through the URL', () => {
  it('writes the query other pages link with', () => {
    expect(quoteFormUrl()).toBe('/request-quote');
    expect(quoteFormUrl({ stoneType: 'marble', description: 'Interested in Carrara White' })).toBe(
      '/request-quote?stoneType=marble&description=Interested+in+Carrara+White',
    );
    expect(quotePrefillSearch({ services: ['Custom Cutting', 'Edge Polishing'], company: '' })).toBe(
      '?services=Custom+Cutting&services=Edge+Polishing',
    );
  });

  it('starts from the spec defaults', () => {
    expect(initialQuoteValues('')).toEqual(EMPTY_QUOTE_FORM);
    expect(EMPTY_QUOTE_FORM).toMatchObject({
      projectType: 'residential',
      projectTimeline: 'within-month',
      stoneType: 'granite',
      finish: 'polished',
      thickness: '20mm',
      unit: 'sqft',
    });
  });

  it('reads fields and repeated services, ignoring unknown keys, options and services', () => {
    const values = initialQuoteValues(
      '?stoneType=marble&finish=glossy&description=About+Kuppum+Black&services=Edge+Polishing&services=Teleport&services=Custom+Cutting&hack=1&length=10&width=2.5',
    );
    expect(values).toEqual({
      ...EMPTY_QUOTE_FORM,
      stoneType: 'marble',
      description: 'About Kuppum Black',
      services: ['Custom Cutting', 'Edge Polishing'],
      length: '10',
      width: '2.5',
      area: '25.00',
    });
    expect(values).not.toHaveProperty('hack');
  });

  it('round-trips every field of a stored quote (Duplicate Request)', () => {
    const quote: QuoteRequest = {
      ...buildQuoteRequest(
        {
          ...filled,
          company: 'Rao Builders',
          budget: '₹2,00,000',
          projectType: 'commercial',
          projectTimeline: 'immediate',
          stoneType: 'both',
          finish: 'honed',
          thickness: '30mm',
          length: '10',
          width: '12',
          unit: 'sqm',
          services: ['Installation Service', 'Site Measurement'],
          description: 'Lobby & stairs',
        },
        made,
      ),
      status: 'quoted',
    };
    const values = initialQuoteValues(quoteFormUrl(prefillFromQuote(quote)).split('?')[1] ?? '');
    expect(values).toEqual({
      fullName: 'Asha Rao',
      company: 'Rao Builders',
      email: 'asha@example.com',
      phone: '9876543210',
      projectType: 'commercial',
      projectTimeline: 'immediate',
      projectLocation: 'Tirupati',
      budget: '₹2,00,000',
      stoneType: 'both',
      finish: 'honed',
      thickness: '30mm',
      length: '10',
      width: '12',
      area: '120.00',
      quantity: '120',
      unit: 'sqm',
      services: ['Installation Service', 'Site Measurement'],
      description: 'Lobby & stairs',
    });
  });

  it('reads numbers an older shop stored as numbers', () => {
    const quote = { ...buildQuoteRequest(filled, made), length: 4, width: 5, quantity: 20 };
    expect(initialQuoteValues(quotePrefillSearch(prefillFromQuote(quote)))).toMatchObject({
      length: '4',
      width: '5',
      area: '20.00',
      quantity: '20',
    });
  });
});
