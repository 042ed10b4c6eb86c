// Sass modules are compiled by css-loader with named exports (css-loader 7).
declare module '*.module.scss' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
declare module '*.scss';
