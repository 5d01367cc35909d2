import { savedItemEnd, savedItemKept } from '@afrimedia/domain/subscription';
import { PREMIUM_UNTIL_HEADER } from './protocol.ts';

/**
 * What a Premium reader saved for offline reading, kept in the browser's Cache Storage: the service worker saves
 * and serves it, the saved list (in the page) shows and removes it. Nothing here touches the DOM, so both run it.
 */

/** The saved pages and every file they need (scripts, styles, messages, images, audio). */
export const SAVED_CACHE = 'afrimedia-saved-v1';
/** One JSON record per saved page, and what the worker last learnt of the reader (language). */
const INDEX_CACHE = 'afrimedia-saved-index-v1';
const INDEX_PREFIX = '/offline-index/';
const LANGUAGE_KEY = '/offline-index-language';

export type SavedType = 'article' | 'podcast';

export interface SavedItem {
  /** The address the reader saved (path and query), which is also the saved page's key. */
  readonly path: string;
  readonly title: string;
  readonly type: SavedType;
  readonly savedAt: string;
  /** The end of the Premium it was saved under, moved later by a renewal (see savedItemEnd). */
  readonly until: string;
  /** The same-origin files the page needs offline. */
  readonly resources: readonly string[];
}

const absolute = (path: string) => new URL(path, globalThis.location.origin).href;
const indexKey = (path: string) => absolute(INDEX_PREFIX + encodeURIComponent(path));

async function readIndex(): Promise<SavedItem[]> {
  const index = await caches.open(INDEX_CACHE);
  const keys = await index.keys();
  const items = await Promise.all(
    keys
      .filter((key) => new URL(key.url).pathname.startsWith(INDEX_PREFIX))
      .map(async (key) => (await (await index.match(key))?.json()) as SavedItem | undefined),
  );
  return items.filter((item): item is SavedItem => item !== undefined);
}

async function writeIndex(item: SavedItem): Promise<void> {
  const index = await caches.open(INDEX_CACHE);
  await index.put(
    indexKey(item.path),
    new Response(JSON.stringify(item), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Forgets `gone` and deletes its page and the files no other saved page needs. */
async function forget(gone: SavedItem, others: readonly SavedItem[]): Promise<void> {
  const needed = new Set(others.flatMap((item) => item.resources.map(absolute)));
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all([
    cache.delete(absolute(gone.path)),
    ...gone.resources.map(absolute).flatMap((url) => (needed.has(url) ? [] : [cache.delete(url)])),
  ]);
  await (await caches.open(INDEX_CACHE)).delete(indexKey(gone.path));
}

/** The saved items whose Premium has not ended, newest first; the others are deleted on the way. */
export async function keptItems(now: Date): Promise<SavedItem[]> {
  const items = await readIndex();
  const kept = items.filter((item) => savedItemKept(item.until, now));
  for (const item of items) if (!kept.includes(item)) await forget(item, kept);
  return kept.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function removeSaved(path: string): Promise<void> {
  const items = await readIndex();
  const gone = items.find((item) => item.path === path);
  if (gone)
    await forget(
      gone,
      items.filter((item) => item !== gone),
    );
}

/** The reader's Premium is known to end at `premiumEnd`: saved items follow it when it ends later. */
export async function extendSaved(premiumEnd: string): Promise<void> {
  for (const item of await readIndex()) {
    const until = savedItemEnd(item.until, premiumEnd);
    if (until !== item.until) await writeIndex({ ...item, until });
  }
}

/** The saved copy of the page at `path` (path and query), while its Premium lasts. */
export async function savedPage(path: string, now: Date): Promise<Response | undefined> {
  const kept = await keptItems(now);
  // The same page asked with another query (a sort of its related contents) is still the page saved.
  const pathname = (each: string) => new URL(each, globalThis.location.origin).pathname;
  const item =
    kept.find((each) => each.path === path) ?? kept.find((each) => pathname(each.path) === pathname(path));
  return item ? (await caches.open(SAVED_CACHE)).match(absolute(item.path)) : undefined;
}

export async function rememberLanguage(lang: string): Promise<void> {
  await (await caches.open(INDEX_CACHE)).put(absolute(LANGUAGE_KEY), new Response(lang));
}

export async function rememberedLanguage(): Promise<string | undefined> {
  return (await (await caches.open(INDEX_CACHE)).match(absolute(LANGUAGE_KEY)))?.text();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '');

/**
 * The same-origin files a rendered page needs: the scripts, styles and messages anywhere in it (React Router
 * names its modules in its inline script), and the media its markup shows (outside scripts, whose page data also
 * names the related contents' pictures).
 */
export function resourcesIn(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const found = new Set<string>();
  const collect = (text: string, folders: string) => {
    const pattern = new RegExp(`(?:^|["'\\s,(])(/(?:${folders})/[^"'\\s,()<>\\\\]+)`, 'g');
    for (const [, path] of text.matchAll(pattern)) if (path) found.add(decodeEntities(path));
  };
  collect(html, 'assets|i18n');
  collect(markup, 'api/media');
  return [...found];
}

/** Open Graph types of the contents that can be saved (an article, a podcast episode); a video is too heavy. */
const SAVED_OG_TYPES: Record<string, SavedType> = { article: 'article', 'music.song': 'podcast' };

/** What kind of content the page shows, as its link preview says, if one that can be saved. */
export function savedTypeIn(html: string): SavedType | undefined {
  const type = /<meta property="og:type" content="([^"]*)"/.exec(html)?.[1];
  return type ? SAVED_OG_TYPES[type] : undefined;
}

/** The page's own title, as its link preview gives it. */
export function titleIn(html: string): string {
  const title = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  return title ? decodeEntities(title) : '';
}

export type SaveOutcome = 'saved' | 'not-premium' | 'failed';

/**
 * Saves the page at `path` (as the reader sees it: same cookies, so the same language) with every file it needs,
 * if its answer says the reader has Premium. Nothing is recorded unless every file was stored.
 */
export async function savePage(path: string, now: Date): Promise<SaveOutcome> {
  const page = await fetch(path, { credentials: 'same-origin' });
  const until = page.headers.get(PREMIUM_UNTIL_HEADER);
  if (!page.ok) return 'failed';
  if (!until || !savedItemKept(until, now)) return 'not-premium';
  const html = await page.text();
  const type = savedTypeIn(html);
  if (!type) return 'failed';
  const resources = resourcesIn(html);
  const cache = await caches.open(SAVED_CACHE);
  const stored = await Promise.all(
    resources.map(async (resource) => {
      if (await cache.match(absolute(resource))) return true;
      const response = await fetch(resource, { credentials: 'same-origin' });
      if (!response.ok) return false;
      await cache.put(absolute(resource), response);
      return true;
    }),
  );
  if (!stored.every(Boolean)) return 'failed';
  // A fresh answer, never the fetched one: a page reached through a redirect cannot answer a navigation.
  await cache.put(absolute(path), new Response(html, { status: page.status, headers: page.headers }));
  await writeIndex({ path, title: titleIn(html), type, savedAt: now.toISOString(), until, resources });
  await extendSaved(until);
  return 'saved';
}
