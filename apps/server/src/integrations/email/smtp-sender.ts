// The production adapter: nodemailer over SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example.org).
import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email';

export function createSmtpSender(options: { url: string; from: string }): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: EmailMessage): Promise<void> {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
