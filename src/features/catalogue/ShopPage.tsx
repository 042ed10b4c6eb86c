import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function ShopPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Granite Collection" lead="The granite collection is being prepared." />
    </div>
  );
}
