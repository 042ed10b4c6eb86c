import { PageHeader } from '../../../shared/ui/PageHeader';
import * as layout from '../../../shared/ui/layout.module.scss';

export default function ShippingPolicyPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Shipping & Delivery" lead="This policy is being prepared." />
    </div>
  );
}
