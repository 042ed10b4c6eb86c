import { Suspense, useRef, type ReactNode } from 'react';
import { awaitingCode, LiveMark } from './LiveMark';

/**
 * A part of the page that may hydrate after the rest (its code is a chunk of
 * its own): a Suspense boundary whose element says, until the part is live,
 * that clicks inside it must wait. Its parent must not re-render while the
 * part waits for its code (at the hydration flip, say): React would throw the
 * part's HTML away for `fallback`, with anything typed in it. Read what the
 * part depends on inside it (RequestQuotePage's QuoteFormForAddress).
 */
export function HydrationRegion({
  children,
  fallback = null,
  attributes,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  attributes?: Record<string, string>;
}) {
  const region = useRef<HTMLDivElement>(null);
  return (
    <div ref={region} {...awaitingCode} {...attributes}>
      <Suspense fallback={fallback}>
        {children}
        <LiveMark region={region} />
      </Suspense>
    </div>
  );
}
