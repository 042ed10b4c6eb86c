/**
 * The embed build's styles as constructable stylesheets, shared by every shop
 * on the page. Each stylesheet module registers itself here when its chunk
 * runs (scripts/webpack/adopt-style-sheet-loader.cjs), in load order, and is
 * adopted by every shadow root that shows a shop. Nothing is added to the
 * host's document, and a Content Security Policy without 'unsafe-inline'
 * styles still applies them (they are not <style> elements).
 */
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

/** Called by each stylesheet module; a lazy screen's styles reach shops already showing. */
export function adoptStyleSheet(sheet: CSSStyleSheet): void {
  sheets.push(sheet);
  roots.forEach((root) => {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  });
}

/** Gives `root` every stylesheet so far and each one loaded later; returns the undo. */
export function shareStyleSheets(root: ShadowRoot): () => void {
  root.adoptedStyleSheets = [...sheets];
  roots.add(root);
  return () => {
    roots.delete(root);
    root.adoptedStyleSheets = [];
  };
}
