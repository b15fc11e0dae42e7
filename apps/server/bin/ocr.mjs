// `npm run -s ocr` (the contract in src/cli/ocr.ts): the bundle dist/cli/ocr.mjs when it is up to date,
// else the sources through tsx (launch.mjs, decision 046).
import { runBundleOrSources } from './launch.mjs';

await runBundleOrSources({
  bundle: new URL('../dist/cli/ocr.mjs', import.meta.url),
  inputs: new URL('../dist/cli/ocr.inputs.json', import.meta.url),
  root: new URL('../../../', import.meta.url),
  sources: new URL('../src/cli/ocr.ts', import.meta.url),
});
