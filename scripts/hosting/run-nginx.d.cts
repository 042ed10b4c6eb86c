export declare function startNginx(options: { root: string }): Promise<{ url: string; close(): Promise<void> }>;
