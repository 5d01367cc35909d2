const formats = new Map<string, Intl.DateTimeFormat>();

/** A day as the reader's language writes it ("Jun 2, 2026"), in UTC as the platform counts days. */
export function dayFormat(lang: string): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format;
}
