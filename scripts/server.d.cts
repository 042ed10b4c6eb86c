export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function startServer(options: {
  root: string;
  port?: number;
  host?: string;
  compress?: boolean;
  fallback?: string;
  extraRoute?: (urlPath: string) => string | null;
}): Promise<RunningServer>;
