declare function jsPdfPluginsLoader(source: string): string;
declare namespace jsPdfPluginsLoader {
  function keepJsPdfPlugins(source: string, plugins: readonly string[]): string;
  const INVOICE_PLUGINS: readonly string[];
}
export = jsPdfPluginsLoader;
