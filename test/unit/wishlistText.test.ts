import { savedCountLine } from '../../src/features/wishlist/wishlistText';

describe('wishlist count line', () => {
  it.each([
    [1, '1 stone saved'],
    [2, '2 stones saved'],
    [12, '12 stones saved'],
  ])('%p -> %p', (count, line) => {
    expect(savedCountLine(count)).toBe(line);
  });
});
