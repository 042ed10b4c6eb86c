/**
 * The tree that holds keyboard focus: the document, or the shadow root an
 * embedded shop renders into, where document.getElementById cannot see.
 */
export function focusedTree(): Document | ShadowRoot {
  let tree: Document | ShadowRoot = document;
  while (tree.activeElement?.shadowRoot) tree = tree.activeElement.shadowRoot;
  return tree;
}
