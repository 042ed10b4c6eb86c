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
 * Shows "A new version is ready - Reload" once. Reload hands over to the
 * `waiting` worker and reloads when it has taken over; without one (another
 * tab already took the new version) it reloads at once.
 */
export function showUpdateNotice(waiting: ServiceWorker | null) {
  if (notice) return;
  const element = document.createElement('div');
  // The shop's base styles hang off this class; the notice is not inside the app's root.
  element.className = ROOT_CLASS;
  document.body.append(element);
  const reload = () => {
    if (!waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  notice = { root: createRoot(element), element };
  notice.root.render(<UpdateNotice onReload={reload} onDismiss={hideUpdateNotice} />);
}
