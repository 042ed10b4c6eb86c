import { PageHeader } from '../../../shared/ui/PageHeader';
import * as layout from '../../../shared/ui/layout.module.scss';

export default function TermsAndConditionsPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Terms & Conditions" lead="This policy is being prepared." />
    </div>
  );
}
