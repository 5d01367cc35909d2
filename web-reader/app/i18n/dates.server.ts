const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as the reader's language writes it ("Jun 2, 2026"), in UTC as the platform counts days. Loaders write it
 * and send the text with their data: a browser writing it again could write another (its ICU data differ from
 * Node's, and its clock may be in another time zone), and React refuses a page whose text changes while it
 * hydrates (#418).
 */
export function dateText(lang: string, iso: string): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}
