import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useClientValue } from '../../src/shared/useHydrated';

/**
 * Hydrating prerendered HTML: a value only the browser knows (the address's
 * query) is read with useClientValue, so a page whose value equals the
 * prerendered one (no query) renders once, not a second time after hydration.
 */

function hydrateProbe(clientValue: string) {
  const renders: string[] = [];
  function Probe() {
    const value = useClientValue(clientValue, '');
    renders.push(value);
    return <p>{value || 'default view'}</p>;
  }
  const container = document.createElement('div');
  // What the prerenderer wrote, with the server value.
  container.innerHTML = '<p>default view</p>';
  document.body.append(container);
  return { container, renders, hydrate: () => hydrateRoot(container, <Probe />) };
}

describe('useClientValue while hydrating prerendered HTML', () => {
  it('renders once when the browser has the same value as the prerenderer', async () => {
    const { container, renders, hydrate } = hydrateProbe('');
    const root = await act(async () => hydrate());
    expect(container.textContent).toBe('default view');
    // useHydrated flips to true after hydration and would render the component again.
    expect(renders).toEqual(['']);
    act(() => root.unmount());
  });

  it("hydrates with the prerenderer's value, then renders the browser's", async () => {
    const { container, renders, hydrate } = hydrateProbe('category=granite');
    const root = await act(async () => hydrate());
    expect(container.textContent).toBe('category=granite');
    expect(renders).toEqual(['', 'category=granite']);
    act(() => root.unmount());
  });
});
