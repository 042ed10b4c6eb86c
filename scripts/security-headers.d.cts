export function contentSecurityPolicy(html?: string): string;
export function securityHeaders(html?: string): Record<string, string>;
export function inlineHashes(html: string): { scripts: string[]; styles: string[] };
