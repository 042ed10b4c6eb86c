import { mount } from './app/mount';

// The standalone page: one caller of mount().
const element = document.getElementById('root');
if (element) {
  mount(element, {
    basename: document.documentElement.dataset.basename || undefined,
    // QA: `?devtools-trace` in the address records where each action was dispatched.
    devToolsTrace: new URLSearchParams(window.location.search).has('devtools-trace'),
  });
}
