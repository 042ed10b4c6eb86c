import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ------------------------------------------------------------ import direction
// shared -> features -> app: each layer imports only from the layers before it.
// Features reach the store through src/app/hooks.ts, the one app module they may use.

const root = path.dirname(fileURLToPath(import.meta.url));

/** `npm run lint` (npm names the script it runs), as opposed to an editor linting the file at hand. */
const LINT_OF_THE_TREE = process.env.npm_lifecycle_event === 'lint';

/**
 * Features, lowest first. A feature imports another only through its index.ts,
 * and only one listed before it here, so features never depend on each other
 * in a circle. A new feature folder must be placed in this list.
 */
const FEATURE_ORDER = ['delivery', 'cart', 'checkout', 'orders', 'quotes', 'wishlist', 'privacy', 'catalogue', 'content', 'home'];

const unplaced = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FEATURE_ORDER.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0) throw new Error(`eslint.config.mjs: place ${unplaced.join(', ')} in FEATURE_ORDER.`);

const featureZones = FEATURE_ORDER.map((feature, rank) => {
  const allowed = FEATURE_ORDER.slice(0, rank);
  return {
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...allowed.map((other) => `./${other}/index.ts`)],
    message:
      'A feature uses another only through its index.ts, and only one listed before it in FEATURE_ORDER ' +
      `(eslint.config.mjs). ${feature} may use: ${allowed.length > 0 ? allowed.join(', ') : 'no other feature'}.`,
  };
});

const layerZones = [
  {
    target: './src/shared',
    from: ['./src/features', './src/app'],
    message: 'src/shared is the bottom layer: it imports nothing from features or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './rootReducer.ts'],
    message:
      'Features sit below the app; of src/app they use only the typed store hooks (src/app/hooks.ts) and ' +
      'the root reducer that lazily loaded slices inject themselves into (src/app/rootReducer.ts).',
  },
  {
    target: './src/*.{ts,tsx}',
    from: './src/features',
    message: 'The entry points start the app (src/app/mount.tsx); features are composed in src/app.',
  },
  {
    // Saving is one module: the rest of the app sees only its index.ts. memoryStorage.ts is a plain
    // in-memory Storage for Node and tests, kept apart so the shop's download never carries it.
    target: ['./src/*.{ts,tsx}', './src/app/*.{ts,tsx}', './src/app/!(persistence)/**/*'],
    from: './src/app/persistence',
    except: ['./index.ts', './memoryStorage.ts'],
    message: 'Use saving through src/app/persistence/index.ts; the files behind it are its own.',
  },
];

const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link from src/shared/ui/Link: the router\'s own adds its prefetching code to the first load.',
};

const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch, useAppSelector or useAppStore from src/app/hooks.ts.',
};

// ------------------------------------------------------------ the first download
// The source files of the first visit of / may import only the packages already in it, so a stray import
// (a form library, the PDF maker) fails here, naming its file, before the byte budget is measured. Both lists
// come from test/budgets/first-load-modules.json, which the budget test rewrites (npm run budget:modules).

const firstLoadModules = Object.keys(
  JSON.parse(fs.readFileSync(path.join(root, 'test/budgets/first-load-modules.json'), 'utf8')).modules,
);
/** `node_modules/@scope/name/...` or `node_modules/name/...` -> the package's name. */
const packageOf = (module) => module.split('/').slice(1, module.split('/')[1].startsWith('@') ? 3 : 2).join('/');
const FIRST_LOAD_FILES = firstLoadModules.filter((module) => /^src\/.*\.tsx?$/.test(module));
/** Packages that only re-export another: webpack links their imports straight to it, so they have no module in the list. */
const REEXPORTS = { 'react-router': ['react-router-dom'] };
const FIRST_LOAD_PACKAGES = [
  ...new Set(firstLoadModules.filter((module) => module.startsWith('node_modules/')).map(packageOf)),
].flatMap((name) => [name, ...(REEXPORTS[name] ?? [])]);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const firstLoadPackagesOnly = {
  // Relative imports, and the packages already in the first download (with their subpaths).
  regex: `^(?!\\.|(${FIRST_LOAD_PACKAGES.map(escapeRegExp).join('|')})(/|$))`,
  allowTypeImports: true,
  message:
    'This file is part of the first visit of / (test/budgets/first-load-modules.json): it may import only the packages ' +
    'already there. Load this one lazily (import()), or, if it belongs in the first download, refresh the list with ' +
    '`npm run budget:modules` and watch the budget.',
};

const FIRST_LOAD_SOURCES = firstLoadModules.filter((module) => module.startsWith('src/'));
/**
 * The public faces (index.ts) of the features and modules: webpack links an import of one straight
 * to the files it re-exports from, so an index has no module of its own in the list, and what it
 * brings is counted by the budget test.
 */
const INDEX_FILES = fs
  .readdirSync(path.join(root, 'src'), { recursive: true })
  .map((file) => `src/${String(file).split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('/index.ts'));

/**
 * The relative imports `file` may make: the first download's own source files, written as imports
 * write them (with or without the extension, a folder for its index). A static import of anything
 * else (a lazy screen, a dialog loaded on demand) would pull it into the first download.
 */
function firstLoadSourcesOnly(file) {
  const from = path.posix.dirname(file);
  const allowed = [...FIRST_LOAD_SOURCES, ...INDEX_FILES].flatMap((target) => {
    const relative = path.posix.relative(from, target);
    const written = relative.startsWith('.') ? relative : `./${relative}`;
    const bare = written.replace(/\.tsx?$/, '');
    return bare.endsWith('/index') ? [written, bare, bare.slice(0, -'/index'.length)] : [written, bare];
  });
  return {
    regex: `^(?!(${allowed.map(escapeRegExp).join('|')})$)\\.`,
    allowTypeImports: true,
    message:
      'This file is part of the first visit of / (test/budgets/first-load-modules.json): a static import of a file that is ' +
      'not would add it to the first download. Load it with import(), or, if it belongs there, refresh the list with ' +
      '`npm run budget:modules` and watch the budget.',
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.bench/**', '.inbox-build/**', '.inbox-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Deliberate: the not-found page logs the missing path (docs/product.md).
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { paths: [routerLinks, rawStoreHooks] }],
    },
  },
  {
    // The one module that types react-redux's hooks for the rest of the app.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks] }] },
  },
  ...FIRST_LOAD_FILES.map((file) => ({
    files: [file],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: file === 'src/app/hooks.ts' ? [routerLinks] : [routerLinks, rawStoreHooks],
          patterns: [firstLoadPackagesOnly, firstLoadSourcesOnly(file)],
        },
      ],
    },
  })),
  {
    // eslint-plugin-import with its TypeScript settings (parser and resolver for .ts/.tsx).
    ...importPlugin.flatConfigs.typescript,
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...featureZones] },
      ],
      // Quick feedback in the editor; it skips type-only imports, so test/unit/importCircles.test.ts is the
      // full check. disableScc: the rule's shortcut throws for a path that is not on disk (lintText, an
      // editor's unsaved file), import-js/eslint-plugin-import#3286. `npm run lint` leaves circles to that
      // test, which `npm test` runs beside it: across the whole tree the rule took half the lint's time.
      'import/no-cycle': LINT_OF_THE_TREE ? 'off' : ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // The reference inbox: a Node server, no browser globals.
    files: ['inbox/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['scripts/**/*.{js,cjs,mjs,ts}', 'test/**/*.cjs', '*.config.{js,cjs,mjs,ts}', '.puppeteerrc.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
