import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function ProductPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Product Details" lead="Product details are being prepared." />
    </div>
  );
}
