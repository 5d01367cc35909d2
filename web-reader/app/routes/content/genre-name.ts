import type { WebMessageId } from '@afrimedia/i18n/web';

/** The catalogue id of a menu genre's name (layout's `genre.*`, one per video and podcast genre). */
export const genreName = (genre: string) => `genre.${genre}` as WebMessageId;
