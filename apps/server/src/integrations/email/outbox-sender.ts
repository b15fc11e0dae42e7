// The embedded default: each message becomes a JSON file (and the same message as .eml, openable
// in any mail client) in the outbox folder, so a fresh clone can complete a sign-up with no
// SMTP server anywhere. The JSON file is written last, so readers never see half a message.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { findLinks } from './email';
import type { EmailMessage, EmailSender } from './email';

export type OutboxEntry = {
  id: string;
  /** ISO 8601 UTC. */
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

// nodemailer's stream transport builds the MIME message without sending it anywhere.
const mimeBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export function createOutboxSender(options: { dir: string; from: string }): EmailSender {
  return {
    async send(message: EmailMessage): Promise<void> {
      await mkdir(options.dir, { recursive: true });
      const date = new Date().toISOString();
      // The name sorts by date; the random part keeps two messages of one millisecond apart.
      const id = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: OutboxEntry = { id, date, from: options.from, ...message, links: findLinks(message.text) };
      const built = await mimeBuilder.sendMail({ from: options.from, ...message });
      await writeFile(join(options.dir, `${id}.eml`), built.message as Buffer);
      const temporary = join(options.dir, `.${id}.json.tmp`);
      await writeFile(temporary, JSON.stringify(entry, null, 2));
      await rename(temporary, join(options.dir, `${id}.json`));
    },
  };
}

/** Every message of the outbox, newest first; an outbox never written to is empty. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort().reverse();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry));
}
