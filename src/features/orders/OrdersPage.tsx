import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function OrdersPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="My Orders" lead="The orders screen is being prepared." />
    </div>
  );
}
