import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { selectCartLines } from '../cart';
import type { CartLine } from '../../shared/entities';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useHydrated } from '../../shared/useHydrated';
import * as layout from '../../shared/ui/layout.module.scss';
import { CheckoutForm } from './CheckoutForm';

// The confirmation is prerendered as a shell: its code comes now, so it opens even if the connection
// drops while paying.
void import(/* webpackChunkName: "stored-data" */ '../../shared/ui/StoredDataGate');

/**
 * Prerendered as the form with the summary still reading the cart: the page is
 * the form before its code has come (a failing Place Order answers at once,
 * src/app/earlyEvents/earlyForms.ts). Once the page is the client's own, the
 * summary shows the cart's lines, and an empty cart goes back to the cart page.
 */
export default function CheckoutPage() {
  const hydrated = useHydrated();
  const cartLines = useAppSelector(selectCartLines);
  // The lines being paid for. Placing the order empties the cart a moment
  // before the page moves on to the confirmation; meanwhile this keeps the
  // summary in place and stops the empty-cart redirect from winning.
  const [placing, setPlacing] = useState<readonly CartLine[] | null>(null);

  if (hydrated && cartLines.length === 0 && !placing) return <Navigate to={paths.cart} replace />;

  return (
    <div className={layout.container}>
      <PageHeader
        title="Checkout"
        lead="Enter your shipping address and choose how to pay. Payment in this shop is simulated: no money is taken."
      />
      <CheckoutForm lines={hydrated ? (placing ?? cartLines) : null} onPlacing={setPlacing} />
    </div>
  );
}
