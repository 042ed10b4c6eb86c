import type { Compiler } from 'webpack';
import type { CacheRule } from '../serving-rules.cjs';

export declare class HostConfigsPlugin {
  constructor(options?: { otherBuild?: { files: string[]; folders: Record<string, CacheRule['name']> } });
  apply(compiler: Compiler): void;
}
/** Cloudflare Pages' limit for one line of `_headers`. */
export declare const CLOUDFLARE_HEADER_LIMIT: number;
