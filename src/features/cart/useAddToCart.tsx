import { useCallback, useRef } from 'react';
import { AddToCartDialog, addToCartOpener } from './AddToCartDialog';
import type { CartItemSource } from './cartAdditions';

/**
 * The add-to-cart flow for a page: `element` renders the page's one
 * add-to-cart dialog (a native `<dialog>`, in the prerendered HTML too) and the
 * polite status region that confirms each addition; `opener(item)` gives the
 * props of a button that opens it for one stone; `open(item)` opens it from
 * code. The page itself never re-renders for the dialog: its state is the
 * dialog's own.
 */
export function useAddToCart() {
  const openRef = useRef<((item: CartItemSource) => void) | null>(null);
  const open = useCallback((item: CartItemSource) => openRef.current?.(item), []);
  const opener = useCallback((item: CartItemSource) => addToCartOpener(item, open), [open]);
  return { open, opener, element: <AddToCartDialog openRef={openRef} /> };
}
