/** Where text messages go. The built-in provider only logs (and keeps a development outbox). */
export interface SmsProvider {
  /** `mobile` is the 10-digit national number. */
  send(mobile: string, text: string): Promise<void>;
}
