import type { Page } from 'puppeteer';

export declare function addInParallel(pages: readonly Page[], adds: number, throttle?: number): Promise<number>;
export declare function storedPieces(page: Page): Promise<Record<string, number>>;
