import type { Product } from '../../features/catalogue';
import { site } from '../../shared/site';
import { siteAddress, siteCoordinates } from '../../shared/siteDetails';

/** schema.org's unit code for a cubic metre: the catalogue's "per CBM". */
const CUBIC_METRE = 'MTQ';

/** JSON-LD `Product`: what search engines show as a product result, with both prices in rupees. */
export function productData(product: Product, pageUrl: string, absolute: (path: string) => string) {
  const offer = (size: 'small' | 'big') => ({
    '@type': 'Offer',
    name: `${product.name}, ${size} size`,
    url: pageUrl,
    price: product.pricing[size],
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: product.pricing[size],
      priceCurrency: 'INR',
      unitCode: CUBIC_METRE,
      unitText: product.unit,
    },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(product.id),
    name: product.name,
    description: product.description,
    image: product.images.map(absolute),
    category: product.category,
    brand: { '@type': 'Brand', name: site.name },
    offers: [offer('small'), offer('big')],
  };
}

/** JSON-LD `LocalBusiness`: the yard's address, phone and hours (src/shared/site.ts). */
export function localBusinessData(homeUrl: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    description: site.tagline,
    url: homeUrl,
    image,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteAddress.line1,
      addressLocality: `${siteAddress.locality}, ${siteAddress.district}`,
      addressRegion: siteAddress.state,
      postalCode: siteAddress.pincode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: siteCoordinates.lat, longitude: siteCoordinates.lng },
    openingHours: ['Mo-Sa 09:00-18:00', 'Su 10:00-16:00'],
  };
}
