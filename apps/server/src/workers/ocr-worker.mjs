// The entry of every photo-recognition thread (see worker.mjs for why it is plain JavaScript).
import { tsImport } from 'tsx/esm/api';

const { prepareOcrThread, runOcrTask } = await tsImport('./ocr-tasks.ts', import.meta.url);
prepareOcrThread();

export default runOcrTask;
