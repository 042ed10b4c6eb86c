import { useState } from 'react';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as styles from './UpdateNotice.module.scss';

/**
 * Offered once a new deploy is installed: this tab keeps working on the version it started with until then.
 * Reload says at once that it was taken: the hand-over usually takes well under a second, but Chrome can
 * hold it for up to 30 s (docs/offline.md, on a new deploy).
 */
export function UpdateNotice({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    if (reloading) return;
    setReloading(true);
    onReload();
  };
  return (
    <div className={styles.notice} role="status" aria-busy={reloading || undefined}>
      <p className={styles.text}>
        A new version is ready -{' '}
        {/* aria-disabled, not disabled: a disabled button would drop the focus to the page. */}
        <button type="button" className={buttons.primary} aria-disabled={reloading || undefined} onClick={reload}>
          {reloading ? 'Reloading...' : 'Reload'}
        </button>
      </p>
      {!reloading && (
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
