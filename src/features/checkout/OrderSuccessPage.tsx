import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function OrderSuccessPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Order Placed Successfully!" lead="The order confirmation is being prepared." />
    </div>
  );
}
