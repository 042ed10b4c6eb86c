/**
 * `npm test` runs this right after the production build (scripts/test-all.mjs), on webpack's cache
 * from it: it makes the delivering builds the end-to-end files ask for, so that none of them waits
 * for webpack while the end-to-end run has both cores busy. Needs `dist/` (npm run build).
 */
import { PREPARED_BUILDS } from './deliveryBuild';
import { prepareDeliveryBuilds } from './deliveryHub';

prepareDeliveryBuilds(PREPARED_BUILDS).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
