import type { ErrorCode } from '@afrimedia/domain';

type ErrorMessages = Record<`error.${ErrorCode | 'INTERNAL_ERROR' | 'BAD_REQUEST'}`, string>;

/**
 * The reference catalogue: its ids are the message ids, and the error texts are the spec's wording verbatim,
 * typos included, because clients already match on them (spec §8).
 */
export const en = {
  'error.LOGIN_FAILED': 'Login failed. Check that you submitted a valid password and email.',
  'error.NOT_AUTHORIZED': 'You must be signed in to do this.',
  'error.FORBIDDEN': 'You are not allowed to do this.',
  'error.WRONG_VERIFICATION_CODE': 'Wrong verification code',
  'error.INVALID_CODE': 'Invalid code',
  'error.WRONG_EMAIL': 'Wrong email',
  'error.WRONG_PASSWORD': 'Wrong password',
  'error.SITE_WALL': 'Website is password protected',
  'error.WRONG_COUNTRY': 'Wrong country',
  'error.INVALID_PHONE': 'Please enter a valid phone number',
  'error.PASSWORD_TOO_WEAK':
    'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
  'error.PASSWORD_CONFIRMATION_FAILED': 'The password confirmation has failed',
  'error.EMAIL_ALREADY_USED': 'This email is already used',
  'error.USER_NOT_FOUND': 'User does not exists.',
  'error.CONTENT_NOT_FOUND': 'Content not found',
  'error.NO_MATCH_FOUND': 'No match found.',
  'error.AUTHOR_NOT_VERIFIED': 'Author not verified',
  'error.SLUG_ALREADY_USED': 'Slug already used',
  'error.URL_ALREADY_USED': 'url already used by another publication',
  'error.CONTENT_GEOBLOCKED': 'Sorry, this content is not available in your country.',
  'error.FILE_PROCESSING_FAILED': 'An error occurred while processing your file.',
  'error.FILE_TOO_LARGE': 'File too large',
  'error.FILE_TOO_LONG': 'File too long',
  'error.IMAGE_TOO_NARROW': 'The image is not wide enough.',
  'error.UPLOAD_NOT_FOUND': 'The uploaded file was not found; please upload it again.',
  'error.WRONG_FILE_TYPE': 'This type of file is not accepted here.',
  'error.IMAGE_TOO_MANY_PIXELS': 'The image has too many pixels; please send a smaller one.',
  'error.TOO_MANY_UPLOADS':
    'Too many of your files are being sent at once; wait for one to finish, then try again.',
  'error.UPLOAD_QUOTA_EXCEEDED': 'You have sent as many files as you may today; you can send more tomorrow.',
  'error.CARD_DECLINED': 'Your card was declined',
  'error.INCORRECT_CVC': 'The CVC number is incorrect',
  'error.EXPIRED_CARD': 'Your card is expired',
  'error.CARD_PROCESSING_ERROR': 'An error occurred while processing your card',
  'error.INCORRECT_CARD_NUMBER': 'The card number is incorrect',
  'error.PAYMENT_NOT_ACCEPTED': 'Your payment is not accepted',
  'error.SUBSCRIPTION_CHANGE_REJECTED': 'Your subscription change request has been rejected!',
  'error.FOLLOWERS_EMAIL_FAILED': 'Error while sending email to followers',
  'error.EMAIL_ALREADY_SENT': 'Email already send',
  'error.SOMETHING_WENT_WRONG': 'Something went wrong.',
  'error.SOMETHING_WRONG_HAPPENED': 'Something wrong happened',
  'error.TOPICS_FAILED': 'Error while getting topics',
  'error.ENCODING_FAILED': 'Error during encoding',
  'error.PAGE_NOT_FOUND': 'Sorry, the page you are looking for does not exist!',
  'error.NAME_REQUIRED': 'Name is required',
  'error.DESCRIPTION_REQUIRED': 'Description is required',
  'error.SUMMARY_REQUIRED': 'summary of the article must be filled out',
  'error.CONTENT_REQUIRED': 'content of the article must be filled out',
  'error.THUMBNAIL_REQUIRED': 'Thumbnail is required',
  'error.SLUG_REQUIRED': 'Slug is required',
  'error.TOPIC_REQUIRED': 'Topic are required',
  'error.FIELDS_REQUIRED': 'You must fill all the fields',
  'error.INVALID_SLUG':
    "A slug may only hold letters, digits, '-' or '_', and may not start or end with '-' or '_'.",
  'error.TOO_MANY_TOPICS': 'Choose at most 3 topics.',
  'error.UNKNOWN_TOPIC': 'Unknown topic.',
  'error.UNKNOWN_GENRE': 'Unknown category.',
  'error.INVALID_EPISODE': 'Only videos and podcasts have episodes; season and episode numbers start at 1.',
  'error.TEXT_TOO_SHORT': 'This text is too short.',
  'error.UNDER_MINIMUM_AGE': 'You must be at least 18 years old.',
  'error.INVALID_STATE_TRANSITION': 'This action is not possible in the current state.',
  'error.FIRST_PUBLICATION_NEEDS_ARTICLE':
    'A first publication needs at least one published article to be validated.',
  'error.SCHEDULE_IN_PAST': 'The scheduled publication date must be in the future.',
  'error.MEDIA_NOT_READY': 'The media file is not ready yet.',
  'error.ALREADY_EXISTS': 'This already exists.',
  'error.NOT_FOUND': 'Not found.',
  'error.FREE_READS_EXHAUSTED': 'You have used your 5 free readings. Register or subscribe to keep reading.',
  'error.NO_RATE_CARD': 'No rate card was in force at that time.',
  'error.EVENT_ENDS_BEFORE_START': 'The event must end after it starts.',
  'error.DEFAULT_LANGUAGE_NOT_AVAILABLE': 'The default language must be one of the available languages.',
  'error.LEGAL_NOTICE_TOO_SHORT':
    'A new version may take effect no sooner than 15 days after it is published.',
  'error.CONCURRENCY_CONFLICT': 'Someone else changed this at the same time; please retry.',
  'error.E_INVALID_JWT_TOKEN': 'Your session token is not valid any more.',
  'error.E_INVALID_JWT_REFRESH_TOKEN': 'Your session has ended; please sign in again.',
  'error.CSRF_FAILED': 'This request did not come from the Afrimedia site.',
  'error.TOO_MANY_ATTEMPTS': 'Too many attempts; please wait a moment and try again.',
  'error.TOO_MANY_EMAILS':
    'Too many emails have been sent to this address; please wait an hour before asking for another.',
  'error.PAYMENTS_NOT_AVAILABLE': 'Payments are not open yet.',
  'error.ARTICLE_BODY_INVALID':
    'The article must be a document of paragraphs, headings, quotes, lists, links, images and media, without HTML.',
  'error.ARTICLE_BODY_TOO_LARGE': 'The article is too long.',
  'error.PLAIN_TEXT_ONLY': 'Titles and summaries are plain text: HTML tags are not allowed.',
  'error.UNSAFE_LINK': 'Links may only point to http, https or mailto addresses.',
  'error.PRECONDITION_FAILED':
    'Someone changed this since you opened it; reload it to see their changes before saving yours.',
  'error.INVALID_TEXT': 'The request holds characters that are not allowed (a NUL byte or invalid Unicode).',
  'error.UNSUPPORTED_MEDIA_TYPE': 'This call expects a JSON body.',
  'error.SERVICE_UNAVAILABLE': 'The service is briefly unavailable; please try again in a moment.',
  'error.INVALID_LIST_QUERY': 'The list cannot be sorted, paged or filtered this way.',
  'error.REASON_REQUIRED': 'Give a reason of at most 1000 characters.',
  'error.NO_SUCH_CALL': 'This API call does not exist.',
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
} satisfies ErrorMessages & Record<string, string>;

export type MessageId = keyof typeof en;

/** Translations may trail English; translate() shows English for any id a language lacks. */
export type Translation = Partial<Record<MessageId, string>>;
