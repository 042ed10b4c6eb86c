import { PageHeader } from '../../../shared/ui/PageHeader';
import * as layout from '../../../shared/ui/layout.module.scss';

export default function CancellationRefundPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Cancellation & Refund" lead="This policy is being prepared." />
    </div>
  );
}
