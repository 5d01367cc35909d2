import { errorCatalogue, type ErrorCode } from '@afrimedia/domain/errors';

type ErrorMessages = Record<`error.${ErrorCode}`, string>;

/** The messages with the English text of every refusal, which the domain's catalogue holds, keyed by message id. */
function withErrorTexts<Messages extends Record<string, string>>(
  messages: Messages,
): ErrorMessages & Messages {
  const errorTexts = Object.fromEntries(
    Object.entries(errorCatalogue).map(([code, { message }]) => [`error.${code}`, message]),
  ) as ErrorMessages;
  return { ...errorTexts, ...messages };
}

/**
 * The reference catalogue: its ids are the message ids. The error texts are the spec's wording verbatim, typos
 * included, because clients already match on them (spec §8); two codes only the API's error handler gives
 * have their text here. Marked pure so that a bundle importing this package for something else (the language
 * list) leaves the catalogue out.
 */
export const en = /* @__PURE__ */ withErrorTexts({
  'error.INTERNAL_ERROR': 'Something went wrong.',
  'error.BAD_REQUEST': 'The request could not be understood.',

  'mail.authorValidated.subject': 'Your Afrimedia author profile has been validated',
  'mail.authorValidated.body':
    'Hello {name},\n\nGood news: the Afrimedia team has validated your author profile. You can now add a photo to your profile and start writing.\n\nThe Afrimedia team',
  'mail.authorRejected.subject': 'Your Afrimedia author profile was not validated',
  'mail.authorRejected.body':
    'Hello {name},\n\nAfter review, the Afrimedia team could not validate your author profile, for the following reason:\n\n{reason}\n\nYou can update your profile and submit it again.\n\nThe Afrimedia team',
  'mail.publicationValidated.subject': 'Your publication “{publication}” is validated',
  'mail.publicationValidated.body':
    'Hello {name},\n\nGood news: the Afrimedia team has validated your publication “{publication}”. Its published articles are now visible to readers.\n\nThe Afrimedia team',
  'mail.publicationRejected.subject': 'Your publication “{publication}” was not validated',
  'mail.publicationRejected.body':
    'Hello {name},\n\nAfter review, the Afrimedia team could not validate your publication “{publication}”, for the following reason:\n\n{reason}\n\nYou can edit it in your studio and submit it again.\n\nThe Afrimedia team',
  'mail.followers.subject': 'New article from {author}: {title}',
  'mail.followers.body':
    'Hello,\n\n{author}, whom you follow on Afrimedia, has just published a new article: “{title}”.\n\n{excerpt}\n\nRead it here: {url}\n\nThe Afrimedia team',
  'mail.loginLink.subject': 'Your Afrimedia sign-in link',
  'mail.loginLink.body':
    'Hello,\n\nClick the link below to sign in to Afrimedia:\n\n{url}\n\nThis link is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask to sign in, you can ignore this email.\n\nThe Afrimedia team',
  'mail.pinCode.subject': 'Your Afrimedia sign-in code',
  'mail.pinCode.body':
    'Hello,\n\nYour sign-in code is: {code}\n\nIt is valid for {minutes, plural, one {# minute} other {# minutes}}. Never share this code with anyone.\n\nIf you did not ask for this code, you can ignore this email.\n\nThe Afrimedia team',
  'mail.passwordReset.subject': 'Reset your Afrimedia password',
  'mail.passwordReset.body':
    'Hello,\n\nTo reset your password, enter this code on Afrimedia: {code}\n\nIt is valid for {minutes, plural, one {# minute} other {# minutes}}. Never share this code with anyone.\n\nIf you did not ask to reset your password, you can ignore this email: your password stays as it is.\n\nThe Afrimedia team',
  'mail.passwordChanged.subject': 'Your Afrimedia password was changed',
  'mail.passwordChanged.body':
    'Hello,\n\nThe password of your Afrimedia account has just been changed, and every device signed in to the account was signed out.\n\nIf it was you, there is nothing more to do. If it was not, reset your password right away: {url}\n\nThe Afrimedia team',
  'mail.verifyEmail.subject': 'Confirm your email address for Afrimedia',
  'mail.verifyEmail.body':
    'Hello,\n\nTo confirm your email address, enter this code on Afrimedia: {code}\n\nOr open this link: {url}\n\nIf you did not create an Afrimedia account, you can ignore this email.\n\nThe Afrimedia team',
  'mail.confirmEmailChange.subject': 'Confirm your new email address for Afrimedia',
  'mail.confirmEmailChange.body':
    'Hello,\n\nTo make this address the one of your Afrimedia account, enter this code on Afrimedia: {code}\n\nIt is valid for {minutes, plural, one {# minute} other {# minutes}}. Until then, your account keeps its current address.\n\nIf you did not ask for this, you can ignore this email.\n\nThe Afrimedia team',
  'mail.emailChangeRequested.subject': 'A change of your Afrimedia email address was requested',
  'mail.emailChangeRequested.body':
    'Hello,\n\nSomeone signed in to your Afrimedia account asked to change its email address to {email}. The change takes effect only once it is confirmed from that address.\n\nIf this was not you, change your password now: that ends every other session.\n\nThe Afrimedia team',
  'mail.contactMessage.subject': 'Contact form: {subject}',
  'mail.contactMessage.body':
    'A message from the contact form.\n\nFrom: {sender} <{email}>\nWritten in: {language}\nSubject: {subject}\n\n{message}\n\nReply to {email} to answer.',
  'mail.legalVersion.subject':
    'Our {document, select, terms {terms of use} other {privacy policy}} are changing',
  'mail.legalVersion.body':
    'Hello {name},\n\nWe have published a new version of our {document, select, terms {terms of use} other {privacy policy}}. It takes effect on {effectiveAt}.\n\nRead it here: {pageUrl}',
});

export type MessageId = keyof typeof en;

/** Translations may trail English; translate() shows English for any id a language lacks. */
export type Translation = Partial<Record<MessageId, string>>;
