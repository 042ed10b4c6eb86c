import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';

export function ProductNotFound() {
  useDocumentTitle('Product Not Found');
  return (
    <div className={layout.container}>
      <EmptyState
        title="Product Not Found"
        action={
          <Link to={paths.shop} className={buttons.primary}>
            Back to Shop
          </Link>
        }
      >
        <p>The product you&apos;re looking for doesn&apos;t exist.</p>
      </EmptyState>
    </div>
  );
}
