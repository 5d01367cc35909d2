import { direction } from '@afrimedia/i18n/languages';
import { dayFormat } from '../app/i18n/day-format.ts';
import type { SavedItem } from '../app/offline/saved-items.ts';

/** The texts of the offline page in one language (the `offline.page.*` messages; `{date}` is the only argument). */
export interface OfflinePageTexts {
  readonly title: string;
  readonly intro: string;
  readonly none: string;
  readonly until: string;
  readonly retry: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/**
 * The page the worker answers offline for a page that is not saved: in the reader's language, listing what is
 * saved, each link a whole-page load (the worker answers it from the saved copy). It runs no script and loads
 * nothing, so it shows however little the device keeps.
 */
export function offlinePage(options: {
  lang: string;
  texts: OfflinePageTexts;
  items: readonly SavedItem[];
  /** Where the reader was going: the retry link. */
  retry: string;
  typeName: (type: SavedItem['type']) => string;
}): string {
  const { lang, texts, items, retry, typeName } = options;
  const day = dayFormat(lang);
  const list = items
    .map(
      (item) =>
        `<li><a href="${escape(item.path)}" dir="auto">${escape(item.title || item.path)}</a>` +
        `<span>${escape(typeName(item.type))} · ${escape(texts.until.replace('{date}', day.format(new Date(item.until))))}</span></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escape(lang)}" dir="${direction(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0b6e4f">
<title>${escape(texts.title)} · Afrimedia</title>
<style>
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1d1d1b;background:#fff}
header{background:#0b6e4f;color:#fff;padding:.75rem 1rem;font-weight:700}
main{max-width:46rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
ul{list-style:none;padding:0}
li{border-block-end:1px solid #ddd;padding:.75rem 0}
li a{display:block;color:#0b6e4f;font-weight:600;font-size:1.1rem}
li span{color:#555;font-size:.9rem}
.retry{display:inline-block;margin-block-start:1rem;color:#0b6e4f}
</style>
</head>
<body>
<header>Afrimedia</header>
<main id="main">
<h1>${escape(texts.title)}</h1>
<p>${escape(items.length > 0 ? texts.intro : texts.none)}</p>
${items.length > 0 ? `<ul>${list}</ul>` : ''}
<a class="retry" href="${escape(retry)}">${escape(texts.retry)}</a>
</main>
</body>
</html>`;
}
