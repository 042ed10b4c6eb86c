/**
 * A link that opens directions in the visitor's map app or site. Nothing is
 * loaded from a map service until the visitor follows it (no network calls
 * from the page itself, docs/product.md).
 */
export function directionsUrl({ lat, lng }: { lat: number; lng: number }): string {
  const destination = `${lat},${lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
