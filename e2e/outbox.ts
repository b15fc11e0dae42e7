// Reads the e-mails the server under test "sent" (its outbox, GET /api/dev/outbox.json).
import { baseUrl } from './browser';

type OutboxMessage = { to: string; subject: string; links: string[]; date: string };

/** The newest link to `address` that contains `part`, waiting a little for the e-mail to arrive. */
export async function readLinkFromOutbox(address: string, part: string, after = new Date(0)): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    // The token the server under test was started with (e2e/run.ts, or E2E_BASE_URL's own).
    const response = await fetch(`${baseUrl()}/api/dev/outbox.json?token=${encodeURIComponent(process.env.OUTBOX_TOKEN ?? '')}`);
    if (!response.ok) throw new Error(`outbox: stato ${response.status}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const link = messages
      .filter((message) => message.to.includes(address) && new Date(message.date) >= after)
      .flatMap((message) => message.links)
      .find((candidate) => candidate.includes(part));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nessuna email a ${address} con un link che contiene «${part}»`);
}
