import { useCallback, useState } from 'react';
import { AddedToCartStatus } from './AddedToCartStatus';
import { AddToCartDialog } from './AddToCartDialog';
import { addedToCartMessage, type CartItemSource } from './cartAdditions';

/**
 * The add-to-cart flow for a page: `open(item)` shows the dialog for one
 * stone; `element` renders the dialog (while open) and the polite status
 * region that confirms each addition. The region is always rendered, so
 * screen readers already watch it when the message arrives.
 */
export function useAddToCart() {
  const [item, setItem] = useState<CartItemSource | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = useCallback((next: CartItemSource) => setItem(next), []);
  const close = useCallback(() => setItem(null), []);
  const element = (
    <>
      {item ? (
        <AddToCartDialog
          item={item}
          onClose={close}
          onAdded={(addition, note) => setMessage(note ? `${addedToCartMessage(addition)} ${note}` : addedToCartMessage(addition))}
        />
      ) : null}
      <AddedToCartStatus message={message} onDismiss={() => setMessage(null)} />
    </>
  );
  return { open, element };
}
