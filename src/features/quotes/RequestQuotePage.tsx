import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../../app/hooks';
import { PageHeader } from '../../shared/ui/PageHeader';
import { HydrationRegion } from '../../shared/ui/HydrationRegion';
import { useClientValue } from '../../shared/useHydrated';
import { preloadable } from '../../shared/ui/preloadable';
import * as layout from '../../shared/ui/layout.module.scss';
import type { QuoteFormProps } from './components/QuoteForm';
import { initialQuoteValues, keptQuotePrefill } from './prefill';
import * as styles from './RequestQuotePage.module.scss';

// Formik and the form are a chunk of their own, requested as soon as this
// page's code runs; if they are already here, the form renders with the page.
const quoteForm = preloadable<QuoteFormProps>(() =>
  import(/* webpackChunkName: "request-quote.form" */ './components/QuoteForm').then((module) => ({
    default: module.QuoteForm,
  })),
);
void quoteForm.preload();
// The confirmation is prerendered as a shell: its code comes now, so it opens even if the connection drops.
void import(/* webpackChunkName: "stored-data" */ '../../shared/ui/StoredDataGate');
const QuoteForm = quoteForm.Component;

/**
 * The form, with any pre-fill from the address or Duplicate Request. It reads the address and the
 * hydration flip itself, inside the region: the page around it then never
 * re-renders when the page becomes the client's own, and React never updates
 * the region while its code (Formik) may still be on its way. An update to a
 * region that has not hydrated makes React throw its HTML away for the
 * placeholder, with what the visitor had typed in it.
 */
function QuoteFormForAddress() {
  const { search: query, state } = useLocation();
  const { keyPrefix } = useAppStore();
  // Duplicate Request's pre-fill (prefill.ts), when this history entry asks for it.
  const kept = useMemo(() => keptQuotePrefill(keyPrefix, state), [keyPrefix, state]);
  // The prerendered page is the empty form: it is hydrated as that, then takes any pre-fill
  // (without one, the form renders once).
  const search = useClientValue(kept ?? query, '');
  const initialValues = useMemo(() => initialQuoteValues(search), [search]);
  // A new pre-fill link (another product, Duplicate Request) starts a fresh form.
  return <QuoteForm key={search} initialValues={initialValues} />;
}

const formPlaceholder = <div className={styles.formPlaceholder} aria-busy="true" />;
const followsQuery = { 'data-follows-query': '' };

export default function RequestQuotePage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="Get Your Quote"
        lead="Tell us about your project and the stone you have in mind. Fields marked * are required."
      />
      <HydrationRegion fallback={formPlaceholder} attributes={followsQuery}>
        <QuoteFormForAddress />
      </HydrationRegion>
    </div>
  );
}
