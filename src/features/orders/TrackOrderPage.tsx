import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function TrackOrderPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Track Order" lead="Order tracking is being prepared." />
    </div>
  );
}
