import { fullTitle } from '../../shared/useDocumentTitle';

/** What a screen says about itself in the document's head. */
export interface PageHead {
  title: string;
  description: string;
}

/** For the screens that do not describe themselves (the saved-data shells, not-found). */
const DEFAULT_DESCRIPTION =
  'Granite and marble slabs from Andhra Pradesh: browse 24 stones, order online or request a project quote.';

let collected: PageHead | null = null;

/** Collects the title and description of the page being prerendered. */
export const collectedHead = {
  start() {
    collected = { title: fullTitle(''), description: DEFAULT_DESCRIPTION };
  },
  /** What the page said about itself; collecting stops. */
  finish(): PageHead {
    const head = collected ?? { title: fullTitle(''), description: DEFAULT_DESCRIPTION };
    collected = null;
    return head;
  },
};

const collect = (head: PageHead) => {
  if (collected) collected = head;
};

/**
 * useDocumentTitle in the prerenderer (webpack.config.ts puts it in place of
 * src/shared/useDocumentTitle.ts there): no document to change, so what the
 * screen says goes into the head of the HTML file instead.
 */
export function useDocumentTitle(title: string, description?: string) {
  collect({ title: fullTitle(title), description: description ?? DEFAULT_DESCRIPTION });
}
