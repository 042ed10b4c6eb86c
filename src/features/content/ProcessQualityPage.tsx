import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function ProcessQualityPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Process & Quality" lead="This page is being prepared." />
    </div>
  );
}
