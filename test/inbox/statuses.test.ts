import { canMove, INITIAL_STATUS, nextStatuses, ORDER_STATUSES, QUOTE_STATUSES } from '../../inbox/statuses';

describe('the status rules', () => {
  it('starts orders at placed, quote requests at pending, messages at received', () => {
    expect(INITIAL_STATUS).toEqual({ order: 'placed', quote: 'pending', enquiry: 'received' });
  });

  it('moves an order forward one step at a time, and never back', () => {
    expect(nextStatuses('order', 'placed')).toEqual(['processing']);
    expect(nextStatuses('order', 'processing')).toEqual(['shipped']);
    expect(nextStatuses('order', 'shipped')).toEqual(['delivered']);
    expect(nextStatuses('order', 'delivered')).toEqual([]);
    expect(canMove('order', 'delivered', 'placed')).toBe(false);
    expect(canMove('order', 'placed', 'shipped')).toBe(false);
    expect(canMove('order', 'placed', 'quoted')).toBe(false);
  });

  it('lets staff review, quote (again) or reject a request, but never accept it for the visitor', () => {
    expect(nextStatuses('quote', 'pending')).toEqual(['reviewed', 'quoted', 'rejected']);
    expect(nextStatuses('quote', 'reviewed')).toEqual(['quoted', 'rejected']);
    expect(nextStatuses('quote', 'quoted')).toEqual(['quoted', 'rejected']);
    for (const from of QUOTE_STATUSES) expect(canMove('quote', from, 'accepted')).toBe(false);
    expect(canMove('quote', 'accepted', 'quoted')).toBe(false);
    expect(canMove('quote', 'rejected', 'quoted')).toBe(false);
    expect(canMove('quote', 'reviewed', 'pending')).toBe(false);
  });

  it('gives messages no changes, and knows no status it was not told of', () => {
    expect(nextStatuses('enquiry', 'received')).toEqual([]);
    expect(nextStatuses('order', 'lost')).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canMove('quote', status, 'quoted')).toBe(false);
  });
});
