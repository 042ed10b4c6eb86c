/**
 * Lets the production build drop the parts of React Router this shop never
 * calls (data routers, forms, fetchers, framework mode).
 *
 * React Router's published files create their components and contexts at the
 * top level (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`).
 * A minifier must keep any call or assignment it cannot prove harmless, and
 * with it everything the kept value refers to. These calls are harmless, so
 * this loader marks them pure and removes the display names (they only label
 * components in React's developer tools). Nothing else in the file changes.
 */
module.exports = function reactRouterPureLoader(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\(|Symbol\()/g, '= /*#__PURE__*/ $1');
};
