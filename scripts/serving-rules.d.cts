export interface PageEntry {
  path: string;
  file: string;
  status: number;
}
export interface RedirectEntry {
  from: string;
  to: string;
  status: number;
}
/** dist-hosting/prerendered.json */
export interface PageTableFile {
  pages: PageEntry[];
  redirects: RedirectEntry[];
}
export interface CacheRule {
  name: 'hashed' | 'pictures' | 'revalidate';
  pattern: string;
  value: string;
}
export interface ServingRules {
  pages: PageEntry[];
  redirects: RedirectEntry[];
  policy: string | null;
  pageFor(urlPath: string): PageEntry | null;
  redirectFor(urlPath: string): RedirectEntry | undefined;
  headersFor(file: string, options?: { https?: boolean }): Record<string, string>;
}
export declare const CACHE_POLICY: CacheRule[];
export declare const HSTS: string;
export declare function pageMatcher(pages: PageEntry[]): (urlPath: string) => PageEntry | null;
export declare function redirectFor(redirects: RedirectEntry[], urlPath: string): RedirectEntry | undefined;
export declare function cacheRuleFor(file: string): CacheRule;
export declare function securityHeaders(policy: string | null, options?: { https?: boolean }): Record<string, string>;
export declare function servingRules(read: (name: string) => string | null): ServingRules;
