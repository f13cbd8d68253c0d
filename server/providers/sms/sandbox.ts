import type { SmsProvider } from './provider';

export interface InboxEntry {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

/**
 * The development SMS provider: nothing leaves the machine. Each message goes to the server log
 * and to an in-memory inbox that the development-only endpoint GET /_gw/_dev/sms-inbox?phone=
 * reads (browser tests log in through it). Off in production: see services/dev.
 */
export class SandboxSmsProvider implements SmsProvider {
  private readonly inbox = new Map<string, InboxEntry[]>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => Date = () => new Date(),
    /** false in production: nothing is kept and the log never shows a code. */
    private readonly reveal = true,
  ) {}

  async send(message: { phone: string; text: string; code: string }): Promise<void> {
    if (!this.reveal) {
      this.log(
        `[sms sandbox] a code for ${message.phone.slice(0, 3)}****${message.phone.slice(-4)} was not delivered: configure a real SMS provider`,
      );
      return;
    }
    const entry = { ...message, sentAt: this.now().toISOString() };
    const list = this.inbox.get(message.phone) ?? [];
    list.unshift(entry);
    this.inbox.set(message.phone, list.slice(0, 20));
    this.log(`[sms sandbox] to ${message.phone}: ${message.text}`);
  }

  /** Newest first. */
  latest(phone: string, limit = 5): InboxEntry[] {
    return (this.inbox.get(phone) ?? []).slice(0, limit);
  }
}
