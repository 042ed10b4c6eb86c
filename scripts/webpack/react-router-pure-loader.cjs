/**
 * Lets the production build drop the parts of React Router this shop never
 * calls (data routers, forms, fetchers, framework mode).
 *
 * React Router's published files create their components and contexts at the
 * top level (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`).
 * A minifier must keep any call or assignment it cannot prove harmless, and
 * with it everything the kept value refers to. These calls are harmless, so
 * this loader marks them pure and removes the display names (they only label
 * components in React's developer tools).
 *
 * One more rewrite: React Router reads `React[USE_OPTIMISTIC]` through a
 * variable so that bundlers for React 18 do not complain. A computed read of
 * a namespace import makes webpack build a whole namespace object of React
 * at run time (and ship the code that builds it, about 250 bytes gzipped in
 * the first download); the shop runs React 19, which has `useOptimistic`, so
 * the loader turns it into a plain property read. Nothing else in the file
 * changes. If a release renames the constant, the rewrite simply does not
 * apply and the bundle is as before (test/unit/reactRouterPureLoader.test.ts
 * checks that the installed React Router still has it).
 */
module.exports = function reactRouterPureLoader(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\(|Symbol\()/g, '= /*#__PURE__*/ $1')
    .replace(/\b(React\d*)\[USE_OPTIMISTIC\]/g, '$1.useOptimistic');
};
