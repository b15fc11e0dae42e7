// For tests: a real SMTP server in this process (the smtp-server package), listening on a free
// local port, that keeps every message it receives with its plain-text part decoded.
import { SMTPServer } from 'smtp-server';
import { findLinks } from './email';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string; links: string[] };

export type SmtpTestServer = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` received after `since` messages (polls briefly). */
  waitForMessage: (to: string, since?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = readTextPart(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''),
          text,
          links: findLinks(text),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(to, since = 0) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const found = messages.slice(since).find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((done) => setTimeout(done, 20));
      }
      throw new Error(`no e-mail to ${to} arrived`);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

// Just enough MIME for nodemailer's output: the text/plain part, quoted-printable or base64.
function readTextPart(raw: string): string {
  const part = /Content-Type: text\/plain[^\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) return '';
  const headers = part[1] ?? '';
  const body = part[2] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  const buffer: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const hex = bytes[i] === '=' ? bytes.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      buffer.push(parseInt(hex, 16));
      i += 2;
    } else {
      buffer.push(...Buffer.from(bytes[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(buffer).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' '))).replace(/\?=\s+=\?/g, '').trim();
}
