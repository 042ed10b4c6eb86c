import type { CacheRule, ServingRules } from '../serving-rules.cjs';

export declare function headersFile(rules: ServingRules, files: string[], folders?: Record<string, CacheRule['name']>): string;
export declare function redirectsFile(rules: ServingRules): string;
export declare function nearestNotFoundPages(rules: ServingRules): Array<[string, string]>;
