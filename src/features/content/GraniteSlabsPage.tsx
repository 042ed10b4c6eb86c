import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function GraniteSlabsPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Granite Slabs" lead="This page is being prepared." />
    </div>
  );
}
