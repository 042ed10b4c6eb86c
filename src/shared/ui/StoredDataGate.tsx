import type { ComponentType } from 'react';
import { useHydrated } from '../useHydrated';
import * as layout from './layout.module.scss';
import { PageHeader } from './PageHeader';

/**
 * A screen of the visitor's saved lists (or of the address's query) is
 * prerendered as its shell: the page heading and an empty, busy area. The
 * browser shows the real screen right after hydration: no "Your Cart is
 * Empty" before the lines. Client-side navigation shows the screen at once.
 * Loaded with the screen (see src/app/router.tsx), so the swap never waits
 * for code. Main is a screen tall, so the footer stays put when it happens.
 */
export function withShell(title: string, Screen: ComponentType): ComponentType {
  return function ShellThenScreen() {
    // False only while hydrating: React renders again with the saved lists right after.
    if (useHydrated()) return <Screen />;
    return (
      <div className={layout.container}>
        <PageHeader title={title} />
        <div aria-busy="true" />
      </div>
    );
  };
}
