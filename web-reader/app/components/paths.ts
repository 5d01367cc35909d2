export { itemPath } from '@afrimedia/contracts/reader-addresses';

/** The title in the reader's language when the author gave one (name_short), else the title as written. */
export function titleIn(item: { title: string; name_short: Record<string, string> }, lang: string): string {
  return item.name_short[lang] || item.title;
}
