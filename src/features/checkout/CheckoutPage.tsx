import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { selectCartLines } from '../cart';
import type { CartLine } from '../../shared/entities';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';
import { CheckoutForm } from './CheckoutForm';

export default function CheckoutPage() {
  const cartLines = useAppSelector(selectCartLines);
  // The lines being paid for. Placing the order empties the cart a moment
  // before the page moves on to the confirmation; meanwhile this keeps the
  // summary in place and stops the empty-cart redirect from winning.
  const [placing, setPlacing] = useState<readonly CartLine[] | null>(null);

  if (cartLines.length === 0 && !placing) return <Navigate to={paths.cart} replace />;

  return (
    <div className={layout.container}>
      <PageHeader
        title="Checkout"
        lead="Enter your shipping address and choose how to pay. Payment in this shop is simulated: no money is taken."
      />
      <CheckoutForm lines={placing ?? cartLines} onPlacing={setPlacing} />
    </div>
  );
}
