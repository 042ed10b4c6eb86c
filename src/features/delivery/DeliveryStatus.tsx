import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { deliveryWords } from './deliveryWords';
import { selectDeliveryEntry, selectDeliveryOn } from './selectors';
import { retryDelivery } from './thunks';
import * as styles from './DeliveryStatus.module.scss';

/**
 * Where one record's delivery stands, for My Orders, tracking, My Quotes and
 * the success pages. Nothing at all when delivery is off (nor while the
 * prerendered HTML hydrates). The region is polite: a change is read out
 * after what the visitor is hearing.
 */
export function DeliveryStatus({ id, label }: { id: string; /** What was sent, when it is not the record itself ("Your acceptance"). */ label?: string }) {
  const on = useAppSelector(selectDeliveryOn);
  const entry = useAppSelector((state) => selectDeliveryEntry(state, id));
  const dispatch = useAppDispatch();
  if (!on) return null;
  const words = entry ? deliveryWords(entry, site.name) : null;
  return (
    <div className={styles.status}>
      <p role="status" aria-live="polite" className={words ? styles[words.tone] : undefined} data-delivery={entry?.state}>
        {words && label ? `${label}: ${words.text}` : words?.text}
      </p>
      {words?.retry && (
        <button type="button" className={buttons.secondary} onClick={() => dispatch(retryDelivery(id))}>
          Retry
        </button>
      )}
    </div>
  );
}
