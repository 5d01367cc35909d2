/** One e-mail, already in the recipient's language. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /**
   * Where one click stops this kind of mail (RFC 8058): sent as `List-Unsubscribe` with `List-Unsubscribe-Post`,
   * which mail clients show as an Unsubscribe button. Absent on mail a person cannot refuse (codes, notices).
   */
  readonly unsubscribeUrl?: string;
}

/** Where e-mail goes: SMTP when SMTP_URL is set, else the dev outbox readable at /dev/mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
