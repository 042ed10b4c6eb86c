import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function CartPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Shopping Cart" lead="The cart screen is being prepared." />
    </div>
  );
}
