import { dayFormat } from './day-format.ts';

/**
 * A day as the reader's language writes it ("Jun 2, 2026"), in UTC as the platform counts days. Loaders write it
 * and send the text with their data: a browser writing it again could write another (its ICU data differ from
 * Node's, and its clock may be in another time zone), and React refuses a page whose text changes while it
 * hydrates (#418). Only what the browser alone knows (the saved list) is written there, after hydration.
 */
export function dateText(lang: string, iso: string): string {
  return dayFormat(lang).format(new Date(iso));
}
