import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/ui/Link';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { EmptyState } from '../../shared/ui/EmptyState';
import { paths } from '../../shared/paths';

/** Any path outside the route table, inside the normal header and footer. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.warn(`No page at ${pathname}`);
  }, [pathname]);
  return (
    <EmptyState
      title="Oops! Page not found"
      action={
        <Link to={paths.home} className={buttons.primary}>
          Return to Home
        </Link>
      }
    >
      <p>The page you asked for does not exist or has moved.</p>
    </EmptyState>
  );
}
