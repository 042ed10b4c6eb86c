import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen's first render waits for its lazy module, which Jest compiles on first use: on a busy
// 2-core machine that alone can pass Testing Library's default second. The waits still end at the
// first sign of the screen; only a screen that never comes takes this long to fail.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

afterEach(() => {
  localStorage.clear();
});
