// What Versio needs from e-mail: send one message. Adapters: SMTP (smtp-sender.ts) when SMTP_URL
// is set, otherwise the outbox on disk (outbox-sender.ts), readable at /api/dev/outbox.

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
};

export interface EmailSender {
  /** Resolves once the message is handed over (to the SMTP server, or written to the outbox). */
  send(message: EmailMessage): Promise<void>;
}

/** The http(s) links of a message, in order, without duplicates (for the outbox page). */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}
