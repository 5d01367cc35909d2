/** One e-mail, already in the recipient's language. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Where e-mail goes: SMTP when SMTP_URL is set, else the dev outbox readable at /dev/mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
