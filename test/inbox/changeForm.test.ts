import { dayAfter, parseRupees, readChange } from '../../inbox/changeForm';

const TODAY = new Date('2026-01-15T10:30:00.000Z');

describe('a status change as the desk’s forms post it', () => {
  it('reads rupees as staff type them, and nothing else', () => {
    expect(parseRupees('1,30,000')).toBe(130000);
    expect(parseRupees('₹ 4290.50')).toBe(4290.5);
    expect(parseRupees('12.345')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseRupees('five')).toBeNull();
    expect(parseRupees('')).toBeNull();
  });

  it('reads a quote of two price lines, valid 30 days unless told otherwise', () => {
    const form = { line1: 'Kuppum Black, 120 sq ft', amount1: '1,56,000', line2: 'Installation', amount2: '24000', note: 'Delivery in 2 weeks' };
    expect(readChange('quoted', form, TODAY)).toEqual({
      ok: true,
      details: {
        lines: [
          { description: 'Kuppum Black, 120 sq ft', amount: 156000 },
          { description: 'Installation', amount: 24000 },
        ],
        total: 180000,
        validDays: 30,
        validUntil: '2026-02-14',
        note: 'Delivery in 2 weeks',
      },
    });
    expect(readChange('quoted', { total: '99,000', validDays: '7' }, TODAY)).toEqual({
      ok: true,
      details: { lines: [], total: 99000, validDays: 7, validUntil: '2026-01-22' },
    });
  });

  it('refuses a quote without prices, a half line, a total that is not the sum, a validity out of range', () => {
    const problem = (form: Record<string, string>) => {
      const result = readChange('quoted', form, TODAY);
      return result.ok ? '' : result.problem;
    };
    expect(problem({})).toBe('Give price lines or a total');
    expect(problem({ line1: 'Slabs' })).toMatch(/^Price line 1 needs both/);
    expect(problem({ line1: 'Slabs', amount1: '100', total: '200' })).toMatch(/^The total differs/);
    expect(problem({ total: '100', validDays: '0' })).toMatch(/^The validity/);
    expect(problem({ total: '100', validDays: '400' })).toMatch(/^The validity/);
    expect(problem({ total: '100', note: 'x'.repeat(2001) })).toMatch(/^The note is longer/);
  });

  it('keeps a rejection’s reason and a shipment’s carrier and tracking, only when given', () => {
    expect(readChange('rejected', { reason: ' Out of stock ' }, TODAY)).toEqual({ ok: true, details: { reason: 'Out of stock' } });
    expect(readChange('rejected', {}, TODAY)).toEqual({ ok: true, details: {} });
    expect(readChange('shipped', { carrier: 'VRL Logistics', tracking: 'LR 4471' }, TODAY)).toEqual({
      ok: true,
      details: { carrier: 'VRL Logistics', tracking: 'LR 4471' },
    });
    expect(readChange('processing', { carrier: 'ignored' }, TODAY)).toEqual({ ok: true, details: {} });
  });

  it('counts validity in calendar days across months and years', () => {
    expect(dayAfter(new Date('2026-12-20T23:59:00.000Z'), 30)).toBe('2027-01-19');
  });
});
