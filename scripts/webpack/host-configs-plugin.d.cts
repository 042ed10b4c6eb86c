import type { Compiler } from 'webpack';

export declare class HostConfigsPlugin {
  apply(compiler: Compiler): void;
}
