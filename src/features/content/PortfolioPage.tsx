import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function PortfolioPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Our Portfolio" lead="This page is being prepared." />
    </div>
  );
}
