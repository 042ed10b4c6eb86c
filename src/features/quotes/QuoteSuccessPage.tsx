import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function QuoteSuccessPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Quote Request Submitted!" lead="The quote confirmation is being prepared." />
    </div>
  );
}
