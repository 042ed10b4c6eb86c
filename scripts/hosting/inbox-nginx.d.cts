export declare function inboxNginxConfig(options: { serverName: string; upstreams: string[] }): string;
export declare const INBOX_HTTPS_LINES: { listen: string; certificate: string; key: string };
export declare const INBOX_PORT: number;
