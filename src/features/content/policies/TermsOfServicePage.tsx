import { PageHeader } from '../../../shared/ui/PageHeader';
import * as layout from '../../../shared/ui/layout.module.scss';

export default function TermsOfServicePage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Terms of Service" lead="This policy is being prepared." />
    </div>
  );
}
