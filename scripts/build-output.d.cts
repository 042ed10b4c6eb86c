export declare const BESIDE_THE_SITE: { hosting: string[]; reports: string[] };
export declare const HOST_ONLY_FILES: string[];
export declare function hostingDirOf(siteDir: string): string;
export declare function reportsDirOf(siteDir: string): string;
export declare function outsideTheSite(siteDir: string, name: string): string | null;
export declare function isPublished(name: string): boolean;
