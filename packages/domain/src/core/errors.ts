/**
 * Every refusal the product can give, code → the spec's English text (§5, §8). The code is what crosses the
 * wire before the colon (`AUTHOR_NOT_VERIFIED: Author not verified`); packages/i18n translates it.
 * The codes are written grouped under their `kind`, which tells the API which 4xx family they belong to.
 */
const messagesByKind = {
  unauthorized: {
    LOGIN_FAILED: 'Login failed. Check that you submitted a valid password and email.',
    NOT_AUTHORIZED: 'You must be signed in to do this.',
    E_INVALID_JWT_TOKEN: 'Your session token is not valid any more.',
    E_INVALID_JWT_REFRESH_TOKEN: 'Your session has ended; please sign in again.',
  },
  forbidden: {
    FORBIDDEN: 'You are not allowed to do this.',
    SITE_WALL: 'Website is password protected',
    AUTHOR_NOT_VERIFIED: 'Author not verified',
    CONTENT_GEOBLOCKED: 'Sorry, this content is not available in your country.',
    CSRF_FAILED: 'This request did not come from the Afrimedia site.',
  },
  invalid: {
    WRONG_VERIFICATION_CODE: 'Wrong verification code',
    INVALID_CODE: 'Invalid code',
    WRONG_EMAIL: 'Wrong email',
    WRONG_PASSWORD: 'Wrong password',
    WRONG_COUNTRY: 'Wrong country',
    INVALID_PHONE: 'Please enter a valid phone number',
    PASSWORD_TOO_WEAK:
      'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
    PASSWORD_CONFIRMATION_FAILED: 'The password confirmation has failed',
    FILE_PROCESSING_FAILED: 'An error occurred while processing your file.',
    FILE_TOO_LONG: 'File too long',
    IMAGE_TOO_NARROW: 'The image is not wide enough.',
    UPLOAD_NOT_FOUND: 'The uploaded file was not found; please upload it again.',
    WRONG_FILE_TYPE: 'This type of file is not accepted here.',
    FOLLOWERS_EMAIL_FAILED: 'Error while sending email to followers',
    SOMETHING_WENT_WRONG: 'Something went wrong.',
    SOMETHING_WRONG_HAPPENED: 'Something wrong happened',
    TOPICS_FAILED: 'Error while getting topics',
    ENCODING_FAILED: 'Error during encoding',
    NAME_REQUIRED: 'Name is required',
    DESCRIPTION_REQUIRED: 'Description is required',
    SUMMARY_REQUIRED: 'summary of the article must be filled out',
    CONTENT_REQUIRED: 'content of the article must be filled out',
    THUMBNAIL_REQUIRED: 'Thumbnail is required',
    SLUG_REQUIRED: 'Slug is required',
    TOPIC_REQUIRED: 'Topic are required',
    FIELDS_REQUIRED: 'You must fill all the fields',
    INVALID_SLUG:
      "A slug may only hold letters, digits, '-' or '_', and may not start or end with '-' or '_'.",
    TOO_MANY_TOPICS: 'Choose at most 3 topics.',
    UNKNOWN_TOPIC: 'Unknown topic.',
    UNKNOWN_GENRE: 'Unknown category.',
    INVALID_EPISODE: 'Only videos and podcasts have episodes; season and episode numbers start at 1.',
    TEXT_TOO_SHORT: 'This text is too short.',
    UNDER_MINIMUM_AGE: 'You must be at least 18 years old.',
    SCHEDULE_IN_PAST: 'The scheduled publication date must be in the future.',
    EVENT_ENDS_BEFORE_START: 'The event must end after it starts.',
    DEFAULT_LANGUAGE_NOT_AVAILABLE: 'The default language must be one of the available languages.',
    LEGAL_NOTICE_TOO_SHORT: 'A new version may take effect no sooner than 15 days after it is published.',
    ARTICLE_BODY_INVALID:
      'The article must be a document of paragraphs, headings, quotes, lists, links, images and media, without HTML.',
    ARTICLE_BODY_TOO_LARGE: 'The article is too long.',
    PLAIN_TEXT_ONLY: 'Titles and summaries are plain text: HTML tags are not allowed.',
    UNSAFE_LINK: 'Links may only point to http, https or mailto addresses.',
    INVALID_TEXT: 'The request holds characters that are not allowed (a NUL byte or invalid Unicode).',
    INVALID_LIST_QUERY: 'The list cannot be sorted, paged or filtered this way.',
    REASON_REQUIRED: 'Give a reason of at most 1000 characters.',
  },
  conflict: {
    EMAIL_ALREADY_USED: 'This email is already used',
    SLUG_ALREADY_USED: 'Slug already used',
    URL_ALREADY_USED: 'url already used by another publication',
    SUBSCRIPTION_CHANGE_REJECTED: 'Your subscription change request has been rejected!',
    EMAIL_ALREADY_SENT: 'Email already send',
    INVALID_STATE_TRANSITION: 'This action is not possible in the current state.',
    FIRST_PUBLICATION_NEEDS_ARTICLE:
      'A first publication needs at least one published article to be validated.',
    MEDIA_NOT_READY: 'The media file is not ready yet.',
    ALREADY_EXISTS: 'This already exists.',
    NO_RATE_CARD: 'No rate card was in force at that time.',
    CONCURRENCY_CONFLICT: 'Someone else changed this at the same time; please retry.',
  },
  not_found: {
    USER_NOT_FOUND: 'User does not exists.',
    CONTENT_NOT_FOUND: 'Content not found',
    NO_MATCH_FOUND: 'No match found.',
    PAGE_NOT_FOUND: 'Sorry, the page you are looking for does not exist!',
    NOT_FOUND: 'Not found.',
    NO_SUCH_CALL: 'This API call does not exist.',
  },
  too_large: {
    FILE_TOO_LARGE: 'File too large',
    IMAGE_TOO_MANY_PIXELS: 'The image has too many pixels; please send a smaller one.',
  },
  too_many: {
    TOO_MANY_UPLOADS:
      'Too many of your files are being sent at once; wait for one to finish, then try again.',
    UPLOAD_QUOTA_EXCEEDED: 'You have sent as many files as you may today; you can send more tomorrow.',
    TOO_MANY_ATTEMPTS: 'Too many attempts; please wait a moment and try again.',
    TOO_MANY_EMAILS:
      'Too many emails have been sent to this address; please wait an hour before asking for another.',
  },
  payment: {
    CARD_DECLINED: 'Your card was declined',
    INCORRECT_CVC: 'The CVC number is incorrect',
    EXPIRED_CARD: 'Your card is expired',
    CARD_PROCESSING_ERROR: 'An error occurred while processing your card',
    INCORRECT_CARD_NUMBER: 'The card number is incorrect',
    PAYMENT_NOT_ACCEPTED: 'Your payment is not accepted',
    FREE_READS_EXHAUSTED: 'You have used your 5 free readings. Register or subscribe to keep reading.',
  },
  not_implemented: {
    PAYMENTS_NOT_AVAILABLE: 'Payments are not open yet.',
  },
  precondition: {
    PRECONDITION_FAILED:
      'Someone changed this since you opened it; reload it to see their changes before saving yours.',
  },
  unsupported: {
    UNSUPPORTED_MEDIA_TYPE: 'This call expects a JSON body.',
  },
  unavailable: {
    SERVICE_UNAVAILABLE: 'The service is briefly unavailable; please try again in a moment.',
  },
} as const satisfies Record<ErrorKind, Record<string, string>>;

export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'payment'
  | 'too_many'
  | 'precondition'
  | 'unsupported'
  | 'unavailable'
  | 'not_implemented';

type MessagesByKind = typeof messagesByKind;

export type ErrorCode = { [K in ErrorKind]: keyof MessagesByKind[K] }[ErrorKind];

export interface ErrorEntry {
  readonly kind: ErrorKind;
  readonly message: string;
}

/** Code → kind and English text, the lookup the rest of the product uses. */
export const errorCatalogue = Object.fromEntries(
  Object.entries(messagesByKind).flatMap(([kind, messages]) =>
    Object.entries(messages).map(([code, message]) => [code, { kind, message }]),
  ),
) as { readonly [Code in ErrorCode]: ErrorEntry };
