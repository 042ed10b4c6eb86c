import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function RequestQuotePage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Get Your Quote" lead="The quote form is being prepared." />
    </div>
  );
}
