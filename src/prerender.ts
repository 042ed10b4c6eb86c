// Build-time entry (Node): renders the HTML of every page that does not depend
// on the visitor's saved data, for the client build to emit. See webpack.config.ts.
export { pageTableFile, renderSite } from './app/prerender/renderSite';
