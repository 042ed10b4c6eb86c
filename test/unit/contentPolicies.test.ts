import { site } from '../../src/shared/site';
import { hasInAppHistory } from '../../src/features/content/policies/backNavigation';
import { cancellationRefund } from '../../src/features/content/policies/cancellationRefund';
import { privacyPolicy } from '../../src/features/content/policies/privacyPolicy';
import type { Policy } from '../../src/features/content/policies/policyTypes';
import { returnsExchange } from '../../src/features/content/policies/returnsExchange';
import { shippingPolicy } from '../../src/features/content/policies/shippingPolicy';
import { termsAndConditions } from '../../src/features/content/policies/termsAndConditions';
import { termsOfService } from '../../src/features/content/policies/termsOfService';

/** All the words a visitor reads on the page (PolicyLayout renders exactly these fields). */
const textOf = (policy: Policy) =>
  [
    policy.title,
    policy.intro,
    ...policy.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.list ?? []),
      ...(section.links ?? []).map((link) => link.label),
    ]),
  ].join('\n');

/** docs/product.md, each fact on the page it belongs to. */
const FACTS: Array<[Policy, string, string[]]> = [
  [privacyPolicy, 'September 18, 2025', ['within 30 business days', site.email]],
  [
    termsOfService,
    'September 18, 2025',
    ['18 or older', 'Payment is due in full when an order is placed, unless business-to-business (B2B) terms', 'courts in Chittoor'],
  ],
  [
    termsAndConditions,
    'September 18, 2025',
    ['18 or older', 'Payment in full is due at the time of order, unless B2B terms', 'courts in Chittoor'],
  ],
  [
    returnsExchange,
    'August 2025',
    ['within 7 days of delivery', 'processed within 5-7 business days', 'Shipping charges are non-refundable'],
  ],
  [
    cancellationRefund,
    'August 2025',
    [
      'within 2 hours of order confirmation, provided cutting, finishing or dispatch has not begun',
      'within 48 hours of delivery',
      'start within 5-7 business days',
      '7-10 business days',
      'credit note',
      'replacement',
    ],
  ],
  [
    shippingPolicy,
    'August 2025',
    ['Within Andhra Pradesh: 3-5 business days after dispatch', 'Pan-India: 7-15 business days', 'International: varies'],
  ],
];

describe('policy pages', () => {
  const cases = FACTS.map(([policy, date, facts]) => ({ title: policy.title, policy, date, facts }));
  it.each(cases)('$title carries its facts and date', ({ policy, date, facts }) => {
    expect(policy.lastUpdated).toBe(date);
    const text = textOf(policy);
    for (const fact of facts) expect([policy.title, text.includes(fact)]).toEqual([policy.title, true]);
  });

  it('keeps each return window on its own page', () => {
    expect(textOf(returnsExchange)).not.toMatch(/48 hours/);
    expect(textOf(cancellationRefund)).not.toMatch(/7 days of delivery/);
  });

  it('gives the Back button to exactly the four pages the spec names', () => {
    const withBack = FACTS.map(([policy]) => policy).filter((policy) => policy.hasBackButton);
    expect(withBack.map((policy) => policy.title)).toEqual([
      'Terms of Service',
      'Returns & Exchange',
      'Cancellation & Refund',
      'Shipping & Delivery',
    ]);
  });

  it('links Terms & Conditions to shipping and returns with labels that match their pages', () => {
    const links = termsAndConditions.sections.flatMap((section) => section.links ?? []);
    expect(links).toEqual(
      expect.arrayContaining([
        { to: '/shipping-policy', label: shippingPolicy.title },
        { to: '/returns-exchange', label: returnsExchange.title },
      ]),
    );
    expect(shippingPolicy.title).toBe('Shipping & Delivery');
    expect(returnsExchange.title).toBe('Returns & Exchange');
  });

  it('writes no placeholder text and no dollar amounts', () => {
    for (const [policy] of FACTS) expect(textOf(policy)).not.toMatch(/lorem|ipsum|coming soon|TODO|\$/i);
  });
});

describe('hasInAppHistory', () => {
  it('is true only when the router recorded an earlier in-app entry', () => {
    expect(hasInAppHistory({ idx: 2, key: 'abc', usr: null })).toBe(true);
    expect(hasInAppHistory({ idx: 1 })).toBe(true);
    expect(hasInAppHistory({ idx: 0 })).toBe(false);
    expect(hasInAppHistory(null)).toBe(false);
    expect(hasInAppHistory(undefined)).toBe(false);
    expect(hasInAppHistory({ idx: '3' })).toBe(false);
    expect(hasInAppHistory('state')).toBe(false);
  });
});
