// The production adapter: nodemailer over SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example.org).
import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email';

// nodemailer waits up to 2 minutes for a connection and 10 for a reply: a student signing up would
// wait as long for a mail server that hangs. These bound a send to about 20 seconds (decision 043).
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export function createSmtpSender(options: { url: string; from: string }): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport({ url: options.url, ...TIMEOUTS });
  return {
    async send(message: EmailMessage): Promise<void> {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
