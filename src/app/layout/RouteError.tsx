import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { site } from '../../shared/site';

/**
 * Last line of defence when a screen throws or its chunk fails to load (for
 * example after a new deployment): say so plainly and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main style={{ padding: '2em', maxWidth: '40em', margin: '0 auto' }}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown{detail ? ` (${detail})` : ''}. Your cart, wishlist, quotes and orders are safe.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
      <p>
        If it keeps happening, please contact {site.name} at {site.email}.
      </p>
    </main>
  );
}
