// For fault tests: a PostgreSQL server of the test's own, in a temporary folder on a free port, that
// the test may stop and start again. It uses the PostgreSQL programs installed with the machine's
// server (/usr/lib/postgresql/<version>/bin) and never touches that server. PostgreSQL refuses to
// run as root: as root, the folder is handed to the `postgres` user and the programs run as it.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type ThrowawayPostgres = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its folder. */
  destroy: () => Promise<void>;
};

/** The newest installed PostgreSQL's programs, or undefined when there are none. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'versio-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const exec = (program: string, args: string[]) => asRoot
    ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
    : run(join(bin, program), args);
  const data = join(folder, 'data');
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await exec('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-o', options, '-w', 'start']);
  };
  // Immediate: connections are cut as by a crash, not closed politely.
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
