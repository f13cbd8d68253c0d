/** One e-mail with attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
}

/** Sends e-mail. A real gateway plugs in an SMTP relay or a mail API; development and tests use the sandbox. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
