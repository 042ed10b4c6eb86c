declare let __webpack_public_path__: string;

/**
 * Resolves a stored image path ('images/products/1-1.svg') against where the
 * bundle was served from, so images load under a base path or on a host page.
 * Absolute URLs and data URIs pass through.
 */
export function assetUrl(path: string): string {
  if (/^(?:[a-z]+:|\/\/|\/)/i.test(path)) return path;
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${base}${path}`;
}

export const PLACEHOLDER_IMAGE = 'images/placeholder.svg';
