import { Suspense, useRef, type ReactNode } from 'react';
import { awaitingCode, LiveMark } from './LiveMark';

/**
 * A part of the page that may hydrate after the rest (its code is a chunk of
 * its own): a Suspense boundary whose element says, until the part is live,
 * that clicks inside it must wait.
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
