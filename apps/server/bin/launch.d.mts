// Types of launch.mjs (plain JavaScript: it runs before tsx is registered).
export function bundleIsFresh(bundle: URL, inputs: URL, root: URL): boolean;
export function runBundleOrSources(entry: { bundle: URL; inputs: URL; root: URL; sources: URL }): Promise<void>;
