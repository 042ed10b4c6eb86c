export declare function startNginx(options: {
  root: string;
  /** Switch the block's HTTPS lines on with this certificate and key (file paths). */
  tls?: { cert: string; key: string } | null;
}): Promise<{ url: string; httpsUrl?: string; close(): Promise<void> }>;
