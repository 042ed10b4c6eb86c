export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function startServer(options: {
  root: string;
  /** The page table and policy the build wrote beside `root` (default `<root>-hosting`, scripts/build-output.cjs). */
  hosting?: string;
  port?: number;
  host?: string;
  /** Send the build's precompressed .br/.gz variants to browsers that accept them. */
  compress?: boolean;
  /** Check files on every request (a watch build changes them in place) instead of listing them once. */
  live?: boolean;
  extraRoute?: (urlPath: string) => string | null;
  /** Serve HTTP/2 over TLS (HTTP/1.1 still accepted) with this key and certificate. */
  tls?: { key: string | Buffer; cert: string | Buffer } | null;
}): Promise<RunningServer>;
