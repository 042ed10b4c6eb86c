import fs from 'node:fs';
import path from 'node:path';
import transform from '../../scripts/webpack/react-router-pure-loader.cjs';

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
    const dist = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
    const files = fs.readdirSync(dist).filter((file) => file.endsWith('.mjs'));
    const source = files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    expect(source).toMatch(/\bReact\d*\[USE_OPTIMISTIC\]/);
    expect(transform(source)).not.toMatch(/\[USE_OPTIMISTIC\]/);
  });
});
