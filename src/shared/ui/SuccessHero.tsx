import { CheckIcon } from './moreIcons';
import { PageHeader } from './PageHeader';

interface SuccessHeroProps {
  /** Whether the record the address names is among those saved in this browser. */
  stored: boolean;
  /** The h1, tab title and lead of a confirmation. */
  done: { title: string; lead: string };
  /** The h1 and tab title otherwise, and the lead saying the id is not among the saved records. */
  notFound: { title: string; lead: string };
  /** The round tick's class. */
  tickClass?: string;
}

/**
 * The top of a success page: a confirmation only for a record saved in this
 * browser; otherwise a heading that claims nothing and a plain line saying so.
 * The rest of the page (id, next steps, contacts, links) is the same either way.
 */
export function SuccessHero({ stored, done, notFound, tickClass }: SuccessHeroProps) {
  const words = stored ? done : notFound;
  return (
    <>
      {stored ? (
        <span className={tickClass} aria-hidden="true">
          <CheckIcon />
        </span>
      ) : null}
      <PageHeader title={words.title} lead={words.lead} />
    </>
  );
}
