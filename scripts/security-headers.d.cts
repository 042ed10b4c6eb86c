export function contentSecurityPolicy(html?: string, options?: { connectTo?: readonly string[] }): string;
export function inlineHashes(html: string): { scripts: string[]; styles: string[] };
