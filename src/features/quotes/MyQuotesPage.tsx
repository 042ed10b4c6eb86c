import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../shared/ui/Link';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { paths } from '../../shared/paths';
import type { QuoteRequest } from '../../shared/entities';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ArrowLeftIcon } from '../../shared/ui/moreIcons';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ShowMore, useShownSlice } from '../../shared/ui/ShowMore';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { QuoteCard } from './components/QuoteCard';
import { keepQuotePrefill, prefillFromQuote } from './prefill';
import { useStatusChecks } from '../delivery';
import { acceptQuote } from './thunks';
import { selectQuotes } from './selectors';
import { quoteCountLine } from './status';
import * as styles from './MyQuotesPage.module.scss';

function NoQuotes() {
  useDocumentTitle('My Quotes');
  return (
    <div className={layout.container}>
      <EmptyState
        title="No Quote Requests Yet"
        action={
          <Link to={paths.requestQuote} className={buttons.primary}>
            Request Quote
          </Link>
        }
      >
        <p>You haven&apos;t submitted any quote requests yet. Get started by requesting a quote for your project.</p>
      </EmptyState>
    </div>
  );
}

export default function MyQuotesPage() {
  const quotes = useAppSelector(selectQuotes);
  const { visible, hidden, showMore } = useShownSlice(quotes);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { keyPrefix } = useAppStore();
  // Stable callbacks, so memoised cards skip re-rendering when another quote changes.
  const accept = useCallback((id: string) => dispatch(acceptQuote(id)), [dispatch]);
  useStatusChecks();
  // The visitor's details go through sessionStorage, never the address.
  const duplicate = useCallback(
    (quote: QuoteRequest) => {
      const { to, state } = keepQuotePrefill(keyPrefix, prefillFromQuote(quote));
      void navigate(to, { state });
    },
    [navigate, keyPrefix],
  );

  if (quotes.length === 0) return <NoQuotes />;

  return (
    <div className={layout.container}>
      <div className={styles.top}>
        <Link to={paths.requestQuote} className={styles.back} aria-label="Back to the quote form">
          <ArrowLeftIcon />
        </Link>
        <PageHeader title="My Quotes" lead={quoteCountLine(quotes.length)} />
      </div>
      <ul className={styles.list}>
        {visible.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} onAccept={accept} onDuplicate={duplicate} />
          </li>
        ))}
      </ul>
      <ShowMore hidden={hidden} onShowMore={showMore} noun={['quote request', 'quote requests']} />
      <div className={styles.bottom}>
        <Link to={paths.requestQuote} className={buttons.primary}>
          Request New Quote
        </Link>
      </div>
    </div>
  );
}
