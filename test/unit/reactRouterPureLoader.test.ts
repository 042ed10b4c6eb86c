import fs from 'node:fs';
import path from 'node:path';
import transform from '../../scripts/webpack/react-router-pure-loader.cjs';

/** React Router's published production files, as the build reads them. */
function installedReactRouter(): string {
  const dist = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
  const files = fs.readdirSync(dist).filter((file) => file.endsWith('.mjs'));
  return files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const PURE = /\/\*#__PURE__\*\//g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

describe('React Router pure-annotation loader', () => {
  it('marks top-level component and context creation pure', () => {
    const source = [
      'var Link = React10.forwardRef(',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'var DataRouterContext = React.createContext(null);',
      'var ResetLoaderDataSymbol = Symbol("ResetLoaderData");',
    ].join('\n');
    expect(transform(source)).toBe(
      [
        'var Link = /*#__PURE__*/ React10.forwardRef(',
        'var MemoizedDataRoutes = /*#__PURE__*/ React3.memo(DataRoutes2);',
        'var DataRouterContext = /*#__PURE__*/ React.createContext(null);',
        'var ResetLoaderDataSymbol = /*#__PURE__*/ Symbol("ResetLoaderData");',
      ].join('\n'),
    );
  });

  it('removes top-level display names and nothing else', () => {
    const source = 'Link.displayName = "Link";\nRenderErrorBoundary.contextType = RSCRouterContext;\n  inner.displayName = "Kept";';
    expect(transform(source)).toBe('\nRenderErrorBoundary.contextType = RSCRouterContext;\n  inner.displayName = "Kept";');
  });

  it('leaves other calls alone', () => {
    const source = 'var validRequestMethods = new Set(validRequestMethodsArr);\nlet x = React.useContext(RouteContext);';
    expect(transform(source)).toBe(source);
  });

  it("reads React's useOptimistic as a plain property, as the installed React Router spells it", () => {
    expect(transform('var useOptimisticImpl = React3[USE_OPTIMISTIC];')).toBe('var useOptimisticImpl = React3.useOptimistic;');
    const source = installedReactRouter();
    expect(source).toMatch(/\bReact\d*\[USE_OPTIMISTIC\]/);
    expect(transform(source)).not.toMatch(/\[USE_OPTIMISTIC\]/);
  });

  // What the first visit's 4.4 KB (gzipped) saving rests on. A React Router release laid out
  // differently fails here by name, before the budget test reports the lost bytes.
  it('still finds, in the installed React Router, the creations and display names it rewrites', () => {
    const source = installedReactRouter();
    const out = transform(source);
    expect(count(out, PURE) - count(source, PURE)).toBeGreaterThanOrEqual(20);
    expect(out).toMatch(/\bvar Form = \/\*#__PURE__\*\/ React\d*\.forwardRef\(/);
    expect(out).toMatch(/\bvar DataRouterContext = \/\*#__PURE__\*\/ React\d*\.createContext\(/);
    expect(count(source, DISPLAY_NAME)).toBeGreaterThanOrEqual(15);
    expect(count(out, DISPLAY_NAME)).toBe(0);
  });
});
