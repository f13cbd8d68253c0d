/** Sends an SMS. A real gateway plugs in a carrier's API; development and tests use the sandbox. */
export interface SmsProvider {
  /** `code` is passed beside the rendered `text` so a sandbox can show it; real providers send `text`. */
  send(message: { phone: string; text: string; code: string }): Promise<void>;
}
