import type { SubmitFailure } from '../submitFailure';
import * as styles from './Field.module.scss';

const AGAIN = 'Everything you entered is still here';

/** What the visitor is told, in plain words: `outcome` is e.g. "Your order was not placed". */
export function submitFailureText(failure: SubmitFailure, outcome: string): string {
  switch (failure.kind) {
    case 'NotSaved': {
      const why =
        failure.reason === 'full'
          ? "your browser's storage for this site is full"
          : 'your browser is not letting this site save anything (private browsing or blocked site data can do this)';
      return `${outcome}: it could not be saved, because ${why}. ${AGAIN}. Free some space or allow site data, then try again.`;
    }
    case 'RefusedByHost': {
      const why = failure.reason ? ` (${failure.reason})` : '';
      return `${outcome}: the site did not accept it${why}. ${AGAIN}; please try again.`;
    }
    case 'Failed':
      return `${outcome}: something went wrong. ${AGAIN}; please try again.`;
  }
}

/**
 * Why a submit did not go through, under the form's button. The alert region
 * is always present, so screen readers announce the message the moment it is
 * filled in.
 */
export function SubmitFailureMessage({ failure, outcome }: { failure: SubmitFailure | undefined; outcome: string }) {
  return (
    <div role="alert" className={failure ? styles.submitError : undefined}>
      {failure ? submitFailureText(failure, outcome) : null}
    </div>
  );
}
