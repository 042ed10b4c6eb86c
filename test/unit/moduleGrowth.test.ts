import { growthReport, modulesOf } from '../support/moduleGrowth';

// The budget test's explanation of an overrun (test/e2e/budget.e2e.test.ts).

describe('growthReport', () => {
  it('names each module that is new or grew, the largest growth first, and the total', () => {
    const committed = { 'src/app/store.ts': 1000, 'src/main.tsx': 300, 'src/old.ts': 50 };
    const current = { 'src/app/store.ts': 1200, 'src/main.tsx': 300, 'node_modules/formik/dist/formik.esm.js': 900 };
    expect(growthReport(committed, current)).toEqual([
      '  +900 B  node_modules/formik/dist/formik.esm.js (new in the first download)',
      '  +200 B  src/app/store.ts (1000 -> 1200 B)',
      '  -50 B  src/old.ts (no longer in the first download)',
      '  +1050 B in all, before minification',
    ]);
  });

  it('names nothing when no module grew', () => {
    expect(growthReport({ 'src/a.ts': 10 }, { 'src/a.ts': 8 })).toEqual(['  -2 B in all, before minification']);
  });
});

describe('modulesOf', () => {
  it("adds up a module's bytes over the scripts fetched, and leaves out the rest", () => {
    const sizes = { files: { 'main.js': { 'src/a.ts': 10, 'src/b.ts': 5 }, 'chunks/1.js': { 'src/b.ts': 1 }, 'chunks/2.js': { 'src/c.ts': 7 } } };
    expect(modulesOf(sizes, ['main.js', 'chunks/1.js'])).toEqual({ 'src/a.ts': 10, 'src/b.ts': 6 });
  });
});
