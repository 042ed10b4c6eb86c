import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function WishlistPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="My Wishlist" lead="The wishlist screen is being prepared." />
    </div>
  );
}
