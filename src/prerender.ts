// Build-time entry (Node): writes the HTML of every page that does not depend
// on the visitor's saved data into the client build. See webpack.config.ts.
export { writeSite } from './app/prerender/writeSite';
