import { useId, useState } from 'react';
import { lengthError, TEXT_LIMITS } from '../../shared/textLimits';
import * as styles from './Shop.module.scss';

interface SearchBoxProps {
  /** The search text in the URL. */
  value: string;
  /** False when the URL changed from elsewhere (Back, a link, Clear Filters): show its text. */
  ownEdit: boolean;
  onSearch: (text: string) => void;
}

/**
 * The shop's search field. What is typed is kept here and written to the
 * URL on every keystroke; the URL reaches the screen in a transition, so
 * binding the field to it directly could drop keystrokes. Text longer than
 * a search needs is not searched for, and a message says why.
 */
export function SearchBox({ value, ownEdit, onSearch }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const tooLong = lengthError(draft, TEXT_LIMITS.name, 'search');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!ownEdit) setDraft(value);
  }
  return (
    <div role="search" className={styles.search}>
      <label htmlFor={id} className={styles.searchLabel}>
        Search granite
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={draft}
        placeholder="Name, colour or feature"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!lengthError(event.target.value, TEXT_LIMITS.name, 'search')) onSearch(event.target.value);
        }}
      />
      {tooLong ? (
        <span id={`${id}-error`} className={styles.searchError}>
          {tooLong}
        </span>
      ) : null}
    </div>
  );
}
