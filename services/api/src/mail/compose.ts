import { translate, type MessageId } from '@afrimedia/i18n';
import type { MailMessage } from './mailer.ts';

export type MailTemplate =
  | 'authorValidated'
  | 'authorRejected'
  | 'publicationValidated'
  | 'publicationRejected'
  | 'followers'
  | 'loginLink'
  | 'pinCode'
  | 'passwordReset'
  | 'passwordChanged'
  | 'verifyEmail'
  | 'confirmEmailChange'
  | 'emailChangeRequested'
  | 'contactMessage'
  | 'legalVersion';

/** A message from the catalogue's `mail.<template>.subject` and `.body`, in the recipient's language. */
export function composeMail(
  to: string,
  language: string,
  template: MailTemplate,
  values: Record<string, string | number>,
): MailMessage {
  const id = (part: 'subject' | 'body') => `mail.${template}.${part}` as MessageId;
  return {
    to,
    subject: translate(language, id('subject'), values),
    text: translate(language, id('body'), values),
  };
}

/** The notice to an account's address that its password was changed, with the way to take the account back. */
export function passwordChangedMail(to: string, language: string, publicUrl: string): MailMessage {
  return composeMail(to, language, 'passwordChanged', { url: `${publicUrl}/password/forgot` });
}
