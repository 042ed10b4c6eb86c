import { PageHeader } from '../../../shared/ui/PageHeader';
import * as layout from '../../../shared/ui/layout.module.scss';

export default function PrivacyPolicyPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Privacy Policy" lead="This policy is being prepared." />
    </div>
  );
}
