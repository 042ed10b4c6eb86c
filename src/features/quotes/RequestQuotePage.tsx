import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';
import { QuoteForm } from './components/QuoteForm';
import { initialQuoteValues } from './prefill';

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
      <QuoteForm key={search} initialValues={initialValues} />
    </div>
  );
}
