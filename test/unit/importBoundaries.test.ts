import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The import-direction rules of eslint.config.mjs at work: small sources, each
 * given a path inside src/, go through ESLint's Node API (lintText) with the
 * project's configuration. Each wrong import must draw exactly the rule that
 * guards it, and imports in the allowed direction nothing at all.
 */

interface Message {
  ruleId: string | null;
  message: string;
}

const samples = {
  sharedImportsFeature: {
    file: 'src/shared/sample.ts',
    code: "import { selectCartCount } from '../features/cart';\n\nexport const count = selectCartCount;\n",
  },
  sharedImportsApp: {
    file: 'src/shared/sample.ts',
    code: "import { useAppSelector } from '../app/hooks';\n\nexport const select = useAppSelector;\n",
  },
  deepFeatureImport: {
    file: 'src/features/checkout/sample.ts',
    code: "import { itemAdded } from '../cart/cartSlice';\n\nexport const add = itemAdded;\n",
  },
  // catalogue uses wishlist's toggle, so wishlist using catalogue would close a circle.
  featureImportsLaterFeature: {
    file: 'src/features/wishlist/sample.ts',
    code: "import { products } from '../catalogue';\n\nexport const all = products;\n",
  },
  featureImportsAppStore: {
    file: 'src/features/cart/sample.ts',
    code: "import { makeStore } from '../../app/store';\n\nexport const make = makeStore;\n",
  },
  entryImportsFeature: {
    file: 'src/sample.ts',
    code: "import { products } from './features/catalogue';\n\nexport const all = products;\n",
  },
  // cart/index.ts re-exports cartRules.ts, so cartRules.ts importing the index closes a circle.
  fileCycle: {
    file: 'src/features/cart/cartRules.ts',
    code: "import { cartReducer } from './index';\n\nexport const reducer = cartReducer;\n",
  },
  persistenceInternals: {
    file: 'src/app/layout/sample.ts',
    code: "import { createListStorage } from '../persistence/listStorage';\n\nexport const make = createListStorage;\n",
  },
  persistenceEntry: {
    file: 'src/app/layout/sample.ts',
    code: "import { noticeDismissed } from '../persistence';\n\nexport const dismiss = noticeDismissed;\n",
  },
  persistenceOwnFiles: {
    file: 'src/app/persistence/sample.ts',
    code: "import { createListStorage } from './listStorage';\n\nexport const make = createListStorage;\n",
  },
  rawUseSelector: {
    file: 'src/features/cart/sample.tsx',
    code: "import { useSelector } from 'react-redux';\n\nexport const select = useSelector;\n",
  },
  routerLink: {
    file: 'src/features/cart/sample.tsx',
    code: "import { Link } from 'react-router-dom';\n\nexport const link = Link;\n",
  },
  rawUseSelectorInHooks: {
    file: 'src/app/hooks.ts',
    code: "import { useSelector } from 'react-redux';\n\nexport const select = useSelector;\n",
  },
  allowedDirection: {
    file: 'src/features/catalogue/sample.ts',
    code: [
      "import { useAppDispatch } from '../../app/hooks';",
      "import { paths } from '../../shared/paths';",
      "import { useAddToCart } from '../cart';",
      "import { useWishlistToggle } from '../wishlist';",
      '',
      'export const used = [useAppDispatch, paths, useAddToCart, useWishlistToggle];',
      '',
    ].join('\n'),
  },
  // The header is part of the first visit of / (test/budgets/first-load-modules.json).
  firstLoadStrayPackage: {
    file: 'src/app/layout/Header.tsx',
    code: [
      "import { createSlice } from '@reduxjs/toolkit';",
      "import { Formik } from 'formik';",
      "import { useAppSelector } from '../hooks';",
      '',
      'export const used = [createSlice, Formik, useAppSelector];',
      '',
    ].join('\n'),
  },
  firstLoadTypeOnly: {
    file: 'src/app/layout/Header.tsx',
    code: "import type { FormikProps } from 'formik';\n\nexport type Used = FormikProps<object>;\n",
  },
  firstLoadImportsLazyScreen: {
    file: 'src/app/layout/Header.tsx',
    code: [
      "import RequestQuotePage from '../../features/quotes/RequestQuotePage';",
      "import { selectCartCount } from '../../features/cart';",
      "import { MainNavList } from './MainNavList';",
      "import * as styles from './Header.module.scss';",
      '',
      'export const used = [RequestQuotePage, selectCartCount, MainNavList, styles];',
      '',
    ].join('\n'),
  },
  firstLoadTypeOfLazyScreen: {
    file: 'src/app/layout/Header.tsx',
    code: "import type { QuoteFormProps } from '../../features/quotes/components/QuoteForm';\n\nexport type Used = QuoteFormProps;\n",
  },
  lazyFileUsesPackage: {
    file: 'src/features/quotes/components/QuoteForm.tsx',
    code: "import { Formik } from 'formik';\n\nexport const used = Formik;\n",
  },
  lazySliceInjects: {
    file: 'src/features/checkout/sample.ts',
    code: "import { rootReducer } from '../../app/rootReducer';\n\nexport const used = rootReducer;\n",
  },
  appComposesFeatures: {
    file: 'src/app/sample.ts',
    code: [
      "import { cartReducer } from '../features/cart';",
      "import { products } from '../features/catalogue';",
      "import { paths } from '../shared/paths';",
      '',
      'export const used = [cartReducer, products, paths];',
      '',
    ].join('\n'),
  },
};

type SampleName = keyof typeof samples;

let reports: Record<SampleName, Message[]>;

beforeAll(() => {
  // ESLint loads eslint.config.mjs with import(), which Jest's module sandbox
  // refuses, so the samples are linted in a plain Node process.
  const names = Object.keys(samples) as SampleName[];
  const run = spawnSync(process.execPath, [path.resolve(__dirname, '../support/lintSources.cjs')], {
    input: JSON.stringify(names.map((name) => samples[name])),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`linting the samples failed:\n${run.stderr}`);
  const results = JSON.parse(run.stdout) as Message[][];
  reports = Object.fromEntries(names.map((name, index) => [name, results[index] ?? []])) as typeof reports;
}, 60_000);

const ruleIds = (name: SampleName) => reports[name].map((entry) => entry.ruleId);

describe('import direction (eslint.config.mjs)', () => {
  it('keeps shared below the features and the app', () => {
    expect(ruleIds('sharedImportsFeature')).toEqual(['import/no-restricted-paths']);
    expect(reports.sharedImportsFeature[0]?.message).toContain('src/shared is the bottom layer');
    expect(ruleIds('sharedImportsApp')).toEqual(['import/no-restricted-paths']);
  });

  it("lets a feature use another only through that feature's index.ts", () => {
    expect(ruleIds('deepFeatureImport')).toEqual(['import/no-restricted-paths']);
    expect(reports.deepFeatureImport[0]?.message).toContain('only through its index.ts');
  });

  it('refuses a feature listed later in FEATURE_ORDER, so features never form a circle', () => {
    expect(ruleIds('featureImportsLaterFeature')).toEqual(['import/no-restricted-paths']);
    expect(reports.featureImportsLaterFeature[0]?.message).toContain('wishlist may use: delivery, cart, checkout, orders, quotes');
  });

  it('lets features use no app module but the typed hooks', () => {
    expect(ruleIds('featureImportsAppStore')).toEqual(['import/no-restricted-paths']);
    expect(reports.featureImportsAppStore[0]?.message).toContain('src/app/hooks.ts');
  });

  it('leaves composing features to src/app', () => {
    expect(ruleIds('entryImportsFeature')).toEqual(['import/no-restricted-paths']);
  });

  it('reports a circle between files', () => {
    expect(ruleIds('fileCycle')).toEqual(['import/no-cycle']);
  });

  it('lets the app use saving only through src/app/persistence/index.ts', () => {
    expect(ruleIds('persistenceInternals')).toEqual(['import/no-restricted-paths']);
    expect(reports.persistenceInternals[0]?.message).toContain('persistence/index.ts');
    expect(reports.persistenceEntry).toEqual([]);
    expect(reports.persistenceOwnFiles).toEqual([]);
  });

  it("keeps react-redux's raw hooks inside src/app/hooks.ts", () => {
    expect(ruleIds('rawUseSelector')).toEqual(['no-restricted-imports']);
    expect(reports.rawUseSelector[0]?.message).toContain('useAppSelector');
    expect(ruleIds('rawUseSelectorInHooks')).toEqual([]);
  });

  it("still refuses the router's own Link", () => {
    expect(ruleIds('routerLink')).toEqual(['no-restricted-imports']);
    expect(reports.routerLink[0]?.message).toContain('src/shared/ui/Link');
  });

  it('accepts imports in the allowed direction', () => {
    expect(reports.allowedDirection).toEqual([]);
    expect(reports.appComposesFeatures).toEqual([]);
    // Lazily loaded slices inject themselves into the root reducer (src/app/rootReducer.ts).
    expect(reports.lazySliceInjects).toEqual([]);
  });
});

describe('the first download (eslint.config.mjs, test/budgets/first-load-modules.json)', () => {
  it('refuses a package that is not yet in the first download in a file that is, naming why', () => {
    expect(ruleIds('firstLoadStrayPackage')).toEqual(['no-restricted-imports']);
    expect(reports.firstLoadStrayPackage[0]?.message).toContain("'formik'");
    expect(reports.firstLoadStrayPackage[0]?.message).toContain('part of the first visit of /');
  });

  it("stops a first-load file's static import of a lazily loaded screen, and lets it import the first download's own files", () => {
    expect(ruleIds('firstLoadImportsLazyScreen')).toEqual(['no-restricted-imports']);
    expect(reports.firstLoadImportsLazyScreen[0]?.message).toContain("'../../features/quotes/RequestQuotePage'");
    expect(reports.firstLoadTypeOfLazyScreen).toEqual([]);
  });

  it('lets a first-load file import types only, and a lazily loaded file any package', () => {
    expect(reports.firstLoadTypeOnly).toEqual([]);
    expect(reports.lazyFileUsesPackage).toEqual([]);
  });
});
