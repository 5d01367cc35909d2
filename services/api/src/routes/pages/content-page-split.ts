import type { ArticleBody } from '@afrimedia/domain';
import { siteConfig, type Audience } from '@afrimedia/read-models';
import { bodyMediaOf } from '../../media/body-media.ts';
import { readModelsOf, type ApiDb } from '../../storage/api-db.ts';
import { answerTag } from './cacheable-answer.ts';
import { contentPageRows } from './content-page-rows.ts';

/** The steps of a computed content page, in the order the content call takes them. */
export type ContentPageStep = 'page rows' | 'site configuration' | 'body media' | 'ETag' | 'JSON';

/**
 * Where a visitor's computed content page spends its time, step by step: each step the content call takes, timed
 * with the functions it calls, over `pages` one after the other (a page with its answer as the API sent it, which
 * the ETag and JSON steps hash and serialise again). Milliseconds per page, for the bench to print beside the
 * whole request's time.
 */
export async function contentPageSplit(
  db: ApiDb,
  pages: readonly { readonly slug: string; readonly answer: unknown }[],
): Promise<Record<ContentPageStep, number>> {
  const readModels = readModelsOf(db);
  const audience: Audience = { ageLimit: 0 };
  const spent: Record<ContentPageStep, number> = {
    'page rows': 0,
    'site configuration': 0,
    'body media': 0,
    ETag: 0,
    JSON: 0,
  };
  const timed = async <T>(step: ContentPageStep, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    spent[step] += performance.now() - started;
    return result;
  };
  for (const { slug, answer } of pages) {
    // A page not kept reads its checkpoints in the statement that reads its rows.
    const rows = await timed('page rows', () => contentPageRows(readModels, slug, audience, undefined));
    await timed('site configuration', () => siteConfig(readModels));
    const body: ArticleBody | null = rows.answer?.page.content.body ?? null;
    await timed('body media', () => bodyMediaOf(db, body));
    await timed('ETag', () => answerTag(audience, answer));
    await timed('JSON', () => JSON.stringify(answer));
  }
  const perPage = (ms: number) => ms / Math.max(pages.length, 1);
  return Object.fromEntries(Object.entries(spent).map(([step, ms]) => [step, perPage(ms)])) as Record<
    ContentPageStep,
    number
  >;
}
