// Chooses the e-mail adapter from the configuration: SMTP when SMTP_URL is set, else the outbox.
import type { Env } from '../../config/env';
import type { EmailSender } from './email';
import { createOutboxSender } from './outbox-sender';
import { createSmtpSender } from './smtp-sender';

export type EmailIntegration = { sender: EmailSender; kind: 'smtp' | 'outbox'; close: () => void };

export function createEmailSender(env: Pick<Env, 'SMTP_URL' | 'EMAIL_FROM' | 'OUTBOX_DIR'>): EmailIntegration {
  if (env.SMTP_URL) {
    const smtp = createSmtpSender({ url: env.SMTP_URL, from: env.EMAIL_FROM });
    return { sender: smtp, kind: 'smtp', close: () => smtp.close() };
  }
  return { sender: createOutboxSender({ dir: env.OUTBOX_DIR, from: env.EMAIL_FROM }), kind: 'outbox', close: () => {} };
}
