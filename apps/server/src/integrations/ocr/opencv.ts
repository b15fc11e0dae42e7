// OpenCV's own JavaScript build (WebAssembly), loaded once per thread: about 1.5 s and 60 MB the first time.
// The module is an Emscripten "thenable" whose then() hands back the module itself, so it must never be
// awaited, returned from an async function or imported through a loader that awaits it (Vitest's does):
// it is required synchronously and travels wrapped in an object.
import { createRequire } from 'node:module';
import type cvModule from '@techstark/opencv-js';

export type OpenCv = typeof cvModule;

let loading: Promise<{ cv: OpenCv }> | undefined;

/** The ready OpenCV module of this thread, wrapped. */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  loading ??= new Promise((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & { onRuntimeInitialized?: () => void };
    if (typeof (cv as { Mat?: unknown }).Mat === 'function') resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}
