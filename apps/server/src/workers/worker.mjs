// The entry of every thread of the work pool. Node runs this file as it is and loads the TypeScript
// tasks through tsx's scoped import, so the same entry works under `node --import tsx` (the server)
// and under Vitest (whose threads have no TypeScript loader), whatever flags the thread inherits.
import { tsImport } from 'tsx/esm/api';

const { prepareThread, runTask } = await tsImport('./tasks.ts', import.meta.url);
prepareThread();

export default runTask;
