export function contentSecurityPolicy(html?: string): string;
export function inlineHashes(html: string): { scripts: string[]; styles: string[] };
