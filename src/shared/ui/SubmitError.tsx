import * as styles from './Field.module.scss';

/**
 * Why a submit did not go through (e.g. the browser refused to save the
 * order). The alert region is always present, so screen readers announce the
 * message the moment it is filled in.
 */
export function SubmitError({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? styles.submitError : undefined}>
      {message ?? null}
    </div>
  );
}
