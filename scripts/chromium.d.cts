export declare function chromiumPath(): string;
export declare function testChromium(): { executablePath: string; headless: true | 'shell' };
export declare const CHROMIUM_FLAGS: readonly string[];
