/**
 * Every refusal the product can give, code → the spec's English text (§5, §8). The code is what crosses the
 * wire before the colon (`AUTHOR_NOT_VERIFIED: Author not verified`); packages/i18n translates it.
 * `kind` tells the API which 4xx family it belongs to.
 */
export const errorCatalogue = {
  LOGIN_FAILED: {
    kind: 'unauthorized',
    message: 'Login failed. Check that you submitted a valid password and email.',
  },
  NOT_AUTHORIZED: { kind: 'unauthorized', message: 'You must be signed in to do this.' },
  FORBIDDEN: { kind: 'forbidden', message: 'You are not allowed to do this.' },
  WRONG_VERIFICATION_CODE: { kind: 'invalid', message: 'Wrong verification code' },
  INVALID_CODE: { kind: 'invalid', message: 'Invalid code' },
  WRONG_EMAIL: { kind: 'invalid', message: 'Wrong email' },
  WRONG_PASSWORD: { kind: 'invalid', message: 'Wrong password' },
  SITE_WALL: { kind: 'forbidden', message: 'Website is password protected' },
  WRONG_COUNTRY: { kind: 'invalid', message: 'Wrong country' },
  INVALID_PHONE: { kind: 'invalid', message: 'Please enter a valid phone number' },
  PASSWORD_TOO_WEAK: {
    kind: 'invalid',
    message:
      'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
  },
  PASSWORD_CONFIRMATION_FAILED: { kind: 'invalid', message: 'The password confirmation has failed' },
  EMAIL_ALREADY_USED: { kind: 'conflict', message: 'This email is already used' },
  USER_NOT_FOUND: { kind: 'not_found', message: 'User does not exists.' },
  CONTENT_NOT_FOUND: { kind: 'not_found', message: 'Content not found' },
  NO_MATCH_FOUND: { kind: 'not_found', message: 'No match found.' },
  AUTHOR_NOT_VERIFIED: { kind: 'forbidden', message: 'Author not verified' },
  SLUG_ALREADY_USED: { kind: 'conflict', message: 'Slug already used' },
  URL_ALREADY_USED: { kind: 'conflict', message: 'url already used by another publication' },
  CONTENT_GEOBLOCKED: { kind: 'forbidden', message: 'Sorry, this content is not available in your country.' },
  FILE_PROCESSING_FAILED: { kind: 'invalid', message: 'An error occurred while processing your file.' },
  FILE_TOO_LARGE: { kind: 'too_large', message: 'File too large' },
  FILE_TOO_LONG: { kind: 'invalid', message: 'File too long' },
  IMAGE_TOO_NARROW: { kind: 'invalid', message: 'The image is not wide enough.' },
  UPLOAD_NOT_FOUND: { kind: 'invalid', message: 'The uploaded file was not found; please upload it again.' },
  WRONG_FILE_TYPE: { kind: 'invalid', message: 'This type of file is not accepted here.' },
  IMAGE_TOO_MANY_PIXELS: {
    kind: 'too_large',
    message: 'The image has too many pixels; please send a smaller one.',
  },
  TOO_MANY_UPLOADS: {
    kind: 'too_many',
    message: 'Too many of your files are being sent at once; wait for one to finish, then try again.',
  },
  UPLOAD_QUOTA_EXCEEDED: {
    kind: 'too_many',
    message: 'You have sent as many files as you may today; you can send more tomorrow.',
  },
  CARD_DECLINED: { kind: 'payment', message: 'Your card was declined' },
  INCORRECT_CVC: { kind: 'payment', message: 'The CVC number is incorrect' },
  EXPIRED_CARD: { kind: 'payment', message: 'Your card is expired' },
  CARD_PROCESSING_ERROR: { kind: 'payment', message: 'An error occurred while processing your card' },
  INCORRECT_CARD_NUMBER: { kind: 'payment', message: 'The card number is incorrect' },
  PAYMENT_NOT_ACCEPTED: { kind: 'payment', message: 'Your payment is not accepted' },
  SUBSCRIPTION_CHANGE_REJECTED: {
    kind: 'conflict',
    message: 'Your subscription change request has been rejected!',
  },
  FOLLOWERS_EMAIL_FAILED: { kind: 'invalid', message: 'Error while sending email to followers' },
  EMAIL_ALREADY_SENT: { kind: 'conflict', message: 'Email already send' },
  SOMETHING_WENT_WRONG: { kind: 'invalid', message: 'Something went wrong.' },
  SOMETHING_WRONG_HAPPENED: { kind: 'invalid', message: 'Something wrong happened' },
  TOPICS_FAILED: { kind: 'invalid', message: 'Error while getting topics' },
  ENCODING_FAILED: { kind: 'invalid', message: 'Error during encoding' },
  PAGE_NOT_FOUND: { kind: 'not_found', message: 'Sorry, the page you are looking for does not exist!' },
  NAME_REQUIRED: { kind: 'invalid', message: 'Name is required' },
  DESCRIPTION_REQUIRED: { kind: 'invalid', message: 'Description is required' },
  SUMMARY_REQUIRED: { kind: 'invalid', message: 'summary of the article must be filled out' },
  CONTENT_REQUIRED: { kind: 'invalid', message: 'content of the article must be filled out' },
  THUMBNAIL_REQUIRED: { kind: 'invalid', message: 'Thumbnail is required' },
  SLUG_REQUIRED: { kind: 'invalid', message: 'Slug is required' },
  TOPIC_REQUIRED: { kind: 'invalid', message: 'Topic are required' },
  FIELDS_REQUIRED: { kind: 'invalid', message: 'You must fill all the fields' },
  INVALID_SLUG: {
    kind: 'invalid',
    message: "A slug may only hold letters, digits, '-' or '_', and may not start or end with '-' or '_'.",
  },
  TOO_MANY_TOPICS: { kind: 'invalid', message: 'Choose at most 3 topics.' },
  UNKNOWN_TOPIC: { kind: 'invalid', message: 'Unknown topic.' },
  UNKNOWN_GENRE: { kind: 'invalid', message: 'Unknown category.' },
  INVALID_EPISODE: {
    kind: 'invalid',
    message: 'Only videos and podcasts have episodes; season and episode numbers start at 1.',
  },
  TEXT_TOO_SHORT: { kind: 'invalid', message: 'This text is too short.' },
  UNDER_MINIMUM_AGE: { kind: 'invalid', message: 'You must be at least 18 years old.' },
  INVALID_STATE_TRANSITION: {
    kind: 'conflict',
    message: 'This action is not possible in the current state.',
  },
  FIRST_PUBLICATION_NEEDS_ARTICLE: {
    kind: 'conflict',
    message: 'A first publication needs at least one published article to be validated.',
  },
  SCHEDULE_IN_PAST: { kind: 'invalid', message: 'The scheduled publication date must be in the future.' },
  MEDIA_NOT_READY: { kind: 'conflict', message: 'The media file is not ready yet.' },
  ALREADY_EXISTS: { kind: 'conflict', message: 'This already exists.' },
  NOT_FOUND: { kind: 'not_found', message: 'Not found.' },
  FREE_READS_EXHAUSTED: {
    kind: 'payment',
    message: 'You have used your 5 free readings. Register or subscribe to keep reading.',
  },
  NO_RATE_CARD: { kind: 'conflict', message: 'No rate card was in force at that time.' },
  EVENT_ENDS_BEFORE_START: { kind: 'invalid', message: 'The event must end after it starts.' },
  DEFAULT_LANGUAGE_NOT_AVAILABLE: {
    kind: 'invalid',
    message: 'The default language must be one of the available languages.',
  },
  LEGAL_NOTICE_TOO_SHORT: {
    kind: 'invalid',
    message: 'A new version may take effect no sooner than 15 days after it is published.',
  },
  E_INVALID_JWT_TOKEN: { kind: 'unauthorized', message: 'Your session token is not valid any more.' },
  E_INVALID_JWT_REFRESH_TOKEN: {
    kind: 'unauthorized',
    message: 'Your session has ended; please sign in again.',
  },
  CSRF_FAILED: { kind: 'forbidden', message: 'This request did not come from the Afrimedia site.' },
  TOO_MANY_ATTEMPTS: { kind: 'too_many', message: 'Too many attempts; please wait a moment and try again.' },
  TOO_MANY_EMAILS: {
    kind: 'too_many',
    message: 'Too many emails have been sent to this address; please wait an hour before asking for another.',
  },
  PAYMENTS_NOT_AVAILABLE: { kind: 'not_implemented', message: 'Payments are not open yet.' },
  NO_SUCH_CALL: { kind: 'not_found', message: 'This API call does not exist.' },
  CONCURRENCY_CONFLICT: {
    kind: 'conflict',
    message: 'Someone else changed this at the same time; please retry.',
  },
  ARTICLE_BODY_INVALID: {
    kind: 'invalid',
    message:
      'The article must be a document of paragraphs, headings, quotes, lists, links, images and media, without HTML.',
  },
  ARTICLE_BODY_TOO_LARGE: { kind: 'invalid', message: 'The article is too long.' },
  PLAIN_TEXT_ONLY: {
    kind: 'invalid',
    message: 'Titles and summaries are plain text: HTML tags are not allowed.',
  },
  UNSAFE_LINK: { kind: 'invalid', message: 'Links may only point to http, https or mailto addresses.' },
  PRECONDITION_FAILED: {
    kind: 'precondition',
    message: 'Someone changed this since you opened it; reload it to see their changes before saving yours.',
  },
  INVALID_TEXT: {
    kind: 'invalid',
    message: 'The request holds characters that are not allowed (a NUL byte or invalid Unicode).',
  },
  UNSUPPORTED_MEDIA_TYPE: { kind: 'unsupported', message: 'This call expects a JSON body.' },
  INVALID_LIST_QUERY: {
    kind: 'invalid',
    message: 'The list cannot be sorted, paged or filtered this way.',
  },
  REASON_REQUIRED: { kind: 'invalid', message: 'Give a reason of at most 1000 characters.' },
  SERVICE_UNAVAILABLE: {
    kind: 'unavailable',
    message: 'The service is briefly unavailable; please try again in a moment.',
  },
} as const satisfies Record<string, { kind: ErrorKind; message: string }>;

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

export type ErrorCode = keyof typeof errorCatalogue;
