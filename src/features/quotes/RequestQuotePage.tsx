import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { HydrationRegion } from '../../shared/ui/HydrationRegion';
import { useHydrated } from '../../shared/useHydrated';
import { preloadable } from '../../shared/ui/preloadable';
import * as layout from '../../shared/ui/layout.module.scss';
import type { QuoteFormProps } from './components/QuoteForm';
import { initialQuoteValues } from './prefill';
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

export default function RequestQuotePage() {
  const { search: query } = useLocation();
  // The prerendered page is the empty form: it is hydrated as that, then takes any pre-fill from the query.
  const search = useHydrated() ? query : '';
  const initialValues = useMemo(() => initialQuoteValues(search), [search]);
  return (
    <div className={layout.container}>
      <PageHeader
        title="Get Your Quote"
        lead="Tell us about your project and the stone you have in mind. Fields marked * are required."
      />
      {/* A new pre-fill link (another product, Duplicate Request) starts a fresh form. */}
      <HydrationRegion fallback={<div className={styles.formPlaceholder} aria-busy="true" />} attributes={{ 'data-follows-query': '' }}>
        <QuoteForm key={search} initialValues={initialValues} />
      </HydrationRegion>
    </div>
  );
}
