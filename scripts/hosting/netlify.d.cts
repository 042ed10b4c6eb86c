import type { ServingRules } from '../serving-rules.cjs';

export declare function headersFile(rules: ServingRules, files: string[]): string;
export declare function redirectsFile(rules: ServingRules): string;
export declare function nearestNotFoundPages(rules: ServingRules): Array<[string, string]>;
