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
});
