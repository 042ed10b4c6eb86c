import type { Compiler } from 'webpack';

export declare class HostConfigsPlugin {
  apply(compiler: Compiler): void;
}
/** Cloudflare Pages' limit for one line of `_headers`. */
export declare const CLOUDFLARE_HEADER_LIMIT: number;
