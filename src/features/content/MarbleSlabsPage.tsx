import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function MarbleSlabsPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Marble Slabs" lead="This page is being prepared." />
    </div>
  );
}
