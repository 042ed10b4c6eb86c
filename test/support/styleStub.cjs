// CSS modules in jsdom: every class name maps to itself so tests can still see classes.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
