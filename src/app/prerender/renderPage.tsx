import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { buildSchemaVersion } from '../../shared/deliveryChannel';
import { browserServices } from '../../shared/services';
import { AppProviders } from '../AppProviders';
import { collectedHead, type PageHead } from './headCollector';
import { memoryStorage } from '../persistence/memoryStorage';
import { AppRoutes } from '../router';
import { makeStore } from '../store';

export interface RenderedPage {
  /** The markup inside the mount element. */
  body: string;
  /** The title and description the screen gave itself while rendering. */
  head: PageHead;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * The HTML of one address, by React's own server rendering of the same route
 * table and components the browser runs, with a store that holds no saved
 * lists (and, in a build with a delivery address, the same channel). `prerenderToNodeStream` waits for every lazy screen and section, so
 * the result is the complete page.
 */
export async function renderPage(url: string, deliveryUrl = ''): Promise<RenderedPage> {
  // A delivering build's pages are hydrated by a store whose services carry the channel (src/main.tsx):
  // the HTML is rendered the same way, so what it says about sending matches.
  const services = deliveryUrl ? { ...browserServices, delivery: { url: deliveryUrl, keyPrefix: '', storage: undefined, schemaVersion: buildSchemaVersion() } } : browserServices;
  const store = makeStore(undefined, services, { storage: memoryStorage() });
  collectedHead.start();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders store={store}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // One piece: no boundary is sent apart with a script to put it in place.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    const body = await readAll(prelude);
    if (errors.length > 0) throw errors[0];
    return { body, head: collectedHead.finish() };
  } finally {
    collectedHead.finish();
    store.teardown();
  }
}
