import { addedToCartMessage, toCartAddition } from '../../../src/features/cart/cartAdditions';
import { productCartSource, toWishlistEntry } from '../../../src/features/catalogue/productEntries';
import { findProduct, relatedProducts } from '../../../src/features/catalogue/filters';
import { DEFAULT_PRODUCT_ID, productForRoute } from '../../../src/features/catalogue/productRoute';
import { freeShippingNote, shippingFeeNote } from '../../../src/features/catalogue/productText';
import { products } from '../../../src/features/catalogue/products';
import type { Product } from '../../../src/features/catalogue/types';
import { wishlistCartSource } from '../../../src/features/wishlist/wishlistCartSource';

const white = findProduct(products, 1) as Product;

describe('wishlist entries', () => {
  it('carry exactly the spec fields, with the first image', () => {
    expect(toWishlistEntry(white)).toEqual({
      id: 1,
      name: 'Madanpalli White',
      image: 'images/products/1-1.svg',
      pricing: { small: 650, big: 950 },
      unit: 'per CBM',
      category: 'granite',
      description: white.description,
    });
    expect(Object.keys(toWishlistEntry(white)).sort()).toEqual(
      ['category', 'description', 'id', 'image', 'name', 'pricing', 'unit'].sort(),
    );
  });

  it('copy the pricing rather than share the catalogue object', () => {
    expect(toWishlistEntry(white).pricing).not.toBe(white.pricing);
  });
});

describe('cart additions', () => {
  it('are built from a product with the chosen quantity and size, spec fields only', () => {
    expect(toCartAddition(productCartSource(white), 3, 'big')).toEqual({
      id: 1,
      name: 'Madanpalli White',
      image: 'images/products/1-1.svg',
      pricing: { small: 650, big: 950 },
      unit: 'per CBM',
      quantity: 3,
      size: 'big',
    });
  });

  it('are built from a wishlist entry, dropping its wishlist-only fields', () => {
    const entry = toWishlistEntry(white);
    expect(toCartAddition(wishlistCartSource(entry), 1, 'small')).toEqual({
      id: 1,
      name: 'Madanpalli White',
      image: 'images/products/1-1.svg',
      pricing: { small: 650, big: 950 },
      unit: 'per CBM',
      quantity: 1,
      size: 'small',
    });
  });

  it('are confirmed in words', () => {
    expect(addedToCartMessage({ quantity: 3, name: 'Kuppum Black', size: 'big' })).toBe(
      'Added 3 x Kuppum Black (big) to your cart.',
    );
  });
});

describe('the product a URL names', () => {
  it.each([
    ['1', 1],
    ['17', 17],
    ['24', 24],
  ])('/product/%s is product %p', (raw, id) => {
    expect(productForRoute(products, raw)?.id).toBe(id);
  });

  it('is product 1 without an id', () => {
    expect(DEFAULT_PRODUCT_ID).toBe(1);
    expect(productForRoute(products, undefined)?.name).toBe('Madanpalli White');
  });

  it.each(['abc', '99', '1abc', '0', '', ' 1', '1.0', '-1'])('is none for %p', (raw) => {
    expect(productForRoute(products, raw)).toBeUndefined();
  });
});

describe('related products on the product page', () => {
  it('are up to four of the same category, never the product itself', () => {
    for (const product of products) {
      const related = relatedProducts(products, product, 4);
      expect(related.length).toBe(4);
      expect(related.every((other) => other.category === product.category && other.id !== product.id)).toBe(true);
    }
  });
});

describe('the shipping note', () => {
  it('states the one shipping rule in rupees', () => {
    expect(freeShippingNote()).toBe('Free shipping on orders over ₹1,000');
    expect(shippingFeeNote()).toBe('Orders up to ₹1,000 ship for ₹50.');
    expect(freeShippingNote()).not.toMatch(/\$|500/);
  });
});
