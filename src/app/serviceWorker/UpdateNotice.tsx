import * as buttons from '../../shared/ui/buttons.module.scss';
import * as styles from './UpdateNotice.module.scss';

/** Offered once a new deploy is installed: this tab keeps working on the version it started with until then. */
export function UpdateNotice({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>
        A new version is ready -{' '}
        <button type="button" className={buttons.primary} onClick={onReload}>
          Reload
        </button>
      </p>
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
