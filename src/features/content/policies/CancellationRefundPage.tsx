import { PolicyLayout } from './PolicyLayout';
import { cancellationRefund } from './cancellationRefund';

export default function CancellationRefundPage() {
  return <PolicyLayout policy={cancellationRefund} />;
}
