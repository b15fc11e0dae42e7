import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The lines of an xz-compressed file of the outside data, read as `xz -dc` writes them (the files are large). */
export async function* readXzLines(path: string): AsyncGenerator<string> {
  const child = spawn('xz', ['-dc', path], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  for await (const line of lines) yield line;
  const code = await new Promise<number | null>((done) => (child.exitCode !== null ? done(child.exitCode) : child.on('close', done)));
  if (code !== 0) throw new Error(`xz -dc ${path} terminato con codice ${code}`);
}
