export declare function startNginx(options: {
  root: string;
  /** Switch the block's HTTPS lines on with this certificate and key (file paths). */
  tls?: { cert: string; key: string } | null;
}): Promise<{ url: string; httpsUrl?: string; close(): Promise<void> }>;
/** nginx with the inbox's generated configuration in front of `upstreams` (host:port each). */
export declare function startInboxNginx(options: { upstreams: string[] }): Promise<{ url: string; close(): Promise<void> }>;
