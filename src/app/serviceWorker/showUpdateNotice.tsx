import { createRoot, type Root } from 'react-dom/client';
import { ROOT_CLASS } from '../prepareShop';
import { UpdateNotice } from './UpdateNotice';

let notice: { root: Root; element: HTMLElement } | null = null;

function hideUpdateNotice() {
  notice?.root.unmount();
  notice?.element.remove();
  notice = null;
}

/**
 * Shows "A new version is ready - Reload" once. `reload` is the Reload
 * button's work (registerServiceWorker.ts): hand over to the waiting version
 * and reload once it has taken over, or reload at once when another tab
 * already took it.
 */
export function showUpdateNotice(reload: () => void) {
  if (notice) return;
  const element = document.createElement('div');
  // The shop's base styles hang off this class; the notice is not inside the app's root.
  element.className = ROOT_CLASS;
  document.body.append(element);
  notice = { root: createRoot(element), element };
  notice.root.render(<UpdateNotice onReload={reload} onDismiss={hideUpdateNotice} />);
}
