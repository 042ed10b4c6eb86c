import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadable } from '../shared/ui/preloadable';
import { Layout } from './layout/Layout';
import { ScreenErrorBoundary } from './layout/ScreenErrorBoundary';
import { redirects, routeManifest, type RouteEntry } from './routes/routeManifest';

/** What `page()` keeps on each route so the screen's code can be fetched before the first render. */
interface PageHandle {
  preload(): Promise<void>;
}

/** A screen as a route: its code is fetched when the route is first visited (or before the first render). */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element' | 'handle'> => {
  const { Component, preload } = preloadable(load);
  const handle: PageHandle = { preload };
  return { element: <Component />, handle };
};

/**
 * A screen of the visitor's saved data: prerendered as its shell titled
 * `title` (shared/ui/StoredDataGate.tsx), which comes with the screen's code to
 * keep it out of the first download of every other page.
 */
const storedDataPage = (title: string, load: () => Promise<{ default: ComponentType }>) =>
  page(() =>
    Promise.all([import(/* webpackChunkName: "stored-data" */ '../shared/ui/StoredDataGate'), load()]).then(
      ([gate, screen]) => ({ default: gate.withShell(title, screen.default) }),
    ),
  );

function screenRoute(route: RouteEntry): RouteObject {
  const screen = route.savedData ? storedDataPage(route.title, route.load) : page(route.load);
  return route.path === '/' ? { index: true, ...screen } : { path: route.path.slice(1) || route.path, ...screen };
}

/**
 * The route table, from the route manifest (src/app/routes/routeManifest.ts).
 * Declarative routes (useRoutes) rather than the data router: the data
 * router's code alone would cost about 17 KB gzipped on every first visit,
 * and the shop loads no route data.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      ...routeManifest.filter((route) => route.path !== '*').map(screenRoute),
      ...redirects.map(({ from, to }) => ({ path: from.slice(1), element: <Forward to={to} /> })),
      ...routeManifest.filter((route) => route.path === '*').map(screenRoute),
    ],
  },
];

/** An old address (route manifest `redirects`): the same screen the server forwards to, query kept. */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/**
 * Fetches the code of the screen at `pathname` (under `basename`), so the
 * first render can show it at once instead of an empty page that fills in
 * a moment later. Never rejects: a screen that fails to load shows its error
 * when it renders.
 */
export async function preloadScreen(pathname: string, basename = '/'): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload().catch(() => undefined)));
}

/** The whole route table, rendered inside whichever router the caller chose. */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // The last line of defence, should the layout itself fail; screens have their own inside it.
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ScreenErrorBoundary>
  );
}
