import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as styles from './ScreenErrorBoundary.module.scss';

/** The panel for a screen that threw: what happened, that saved data is safe, and a way out. */
export function SomethingWentWrong() {
  return (
    <div className={styles.panel} role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Your cart, wishlist, quotes and orders are safe.</p>
      <p className={styles.buttons}>
        <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
      <p>
        If it keeps happening, please contact {site.name} at {site.email}.
      </p>
    </div>
  );
}
