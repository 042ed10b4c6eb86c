declare function reactRouterPureLoader(source: string): string;
export = reactRouterPureLoader;
