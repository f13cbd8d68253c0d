import type { MailMessage, MailProvider } from './provider';

export interface MailInboxEntry {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  sentAt: string;
}

/** "z***@example.com": enough to tell addresses apart in a production log, not enough to harvest them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/**
 * The development mail provider (the twin of the SMS sandbox): nothing leaves the machine. Each
 * mail goes to the server log and to an in-memory inbox that the development-only endpoint
 * GET /_gw/_dev/mail-inbox?to= reads. With `reveal` false (production) nothing is kept and the log
 * only says that a mail was not delivered.
 */
export class SandboxMailProvider implements MailProvider {
  readonly name = 'sandbox';
  private readonly inbox = new Map<string, MailInboxEntry[]>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => Date = () => new Date(),
    private readonly reveal = true,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (!this.reveal) {
      this.log(
        `[mail sandbox] a mail to ${maskEmail(message.to)} was not delivered: configure a real mail provider`,
      );
      return;
    }
    const to = message.to.toLowerCase();
    const entry: MailInboxEntry = {
      to,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.byteLength,
      })),
      sentAt: this.now().toISOString(),
    };
    this.inbox.set(to, [entry, ...(this.inbox.get(to) ?? [])].slice(0, 20));
    this.log(
      `[mail sandbox] to ${to}: ${message.subject} (${entry.attachments.map((a) => `${a.filename} ${a.size} B`).join(', ')})`,
    );
  }

  /** Newest first. */
  latest(to: string, limit = 5): MailInboxEntry[] {
    return (this.inbox.get(to.toLowerCase()) ?? []).slice(0, limit);
  }
}
