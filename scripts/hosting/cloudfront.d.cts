import type { ServingRules } from '../serving-rules.cjs';

export declare function cloudFrontFunction(rules: ServingRules): string;
