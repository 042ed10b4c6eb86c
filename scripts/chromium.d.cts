export declare function chromiumPath(): string;
export declare const CHROMIUM_FLAGS: readonly string[];
