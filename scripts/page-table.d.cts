export interface PageEntry {
  path: string;
  file: string;
  status: number;
}
export declare const REDIRECTS: Record<string, string>;
export declare function pageMatcher(pages: PageEntry[]): (urlPath: string) => PageEntry | null;
