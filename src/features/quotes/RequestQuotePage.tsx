import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';
import { initialQuoteValues } from './prefill';
import * as styles from './RequestQuotePage.module.scss';

// The heading paints without waiting for Formik and the form: the form's chunk
// starts downloading as soon as this page's code runs, in parallel.
const formModule = import(/* webpackChunkName: "request-quote.form" */ './components/QuoteForm');
const QuoteForm = lazy(() => formModule.then((module) => ({ default: module.QuoteForm })));

export default function RequestQuotePage() {
  const { search } = useLocation();
  const initialValues = useMemo(() => initialQuoteValues(search), [search]);
  return (
    <div className={layout.container}>
      <PageHeader
        title="Get Your Quote"
        lead="Tell us about your project and the stone you have in mind. Fields marked * are required."
      />
      {/* A new pre-fill link (another product, Duplicate Request) starts a fresh form. */}
      <Suspense fallback={<div className={styles.formPlaceholder} aria-busy="true" />}>
        <QuoteForm key={search} initialValues={initialValues} />
      </Suspense>
    </div>
  );
}
