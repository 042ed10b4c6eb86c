import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function CheckoutPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Checkout" lead="Checkout is being prepared." />
    </div>
  );
}
