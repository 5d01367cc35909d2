import { bodyText, LONG_TEXT_MIN_LENGTH, SHORT_TEXT_MIN_LENGTH, type ArticleBody } from '@afrimedia/domain';
import { checkSlug, slugify } from '@afrimedia/domain/slug';

/** What the editor form holds of an article besides its body. */
export interface ArticleFields {
  title: string;
  /** The French short name: the slug is derived from it (spec §3). */
  shortNameFr: string;
  slug: string;
  /** Whether the author typed the slug; until then it follows the short name (or the title). */
  slugEdited: boolean;
  summary: string;
  topics: string[];
  region: string;
  country: string;
  headline: boolean;
  emailFollowers: boolean;
  /** Only Premium subscribers (and the author) read it whole. */
  premiumOnly: boolean;
  /** A `datetime-local` value: the day and time to publish at, in the author's time zone. */
  publishAt: string;
  cover: { uploadId: string; url: string } | null;
}

export type DraftField = 'title' | 'slug' | 'summary' | 'body' | 'topics' | 'publishAt';
export type DraftProblem = { field: DraftField; code: string };

/** Spec §3: the slug follows the French short name, or the title while there is none. */
export function derivedSlug(fields: Pick<ArticleFields, 'shortNameFr' | 'title'>): string {
  return slugify(fields.shortNameFr.trim() || fields.title);
}

/** The form after a change: an untouched slug keeps following the names. */
export function withChange(fields: ArticleFields, change: Partial<ArticleFields>): ArticleFields {
  const next = { ...fields, ...change };
  if ('slug' in change) return { ...next, slugEdited: true };
  return next.slugEdited ? next : { ...next, slug: derivedSlug(next) };
}

const length = (text: string) => [...text.trim()].length;

/**
 * The checks the API makes before it keeps a draft, in the words of its catalogue (spec §5: text minimums of
 * 10 and 50 characters, the summary and content messages, the slug rule), so the author reads them before
 * anything is sent.
 */
export function problemsOf(fields: ArticleFields, body: ArticleBody): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (fields.title.trim() === '') problems.push({ field: 'title', code: 'FIELDS_REQUIRED' });
  else if (length(fields.title) < SHORT_TEXT_MIN_LENGTH)
    problems.push({ field: 'title', code: 'TEXT_TOO_SHORT' });
  const badSlug = checkSlug(fields.slug);
  if (badSlug) problems.push({ field: 'slug', code: badSlug.code });
  if (length(fields.summary) < LONG_TEXT_MIN_LENGTH)
    problems.push({ field: 'summary', code: 'SUMMARY_REQUIRED' });
  if (bodyText(body).trim() === '') problems.push({ field: 'body', code: 'CONTENT_REQUIRED' });
  if (fields.topics.length === 0) problems.push({ field: 'topics', code: 'TOPIC_REQUIRED' });
  return problems;
}

export type SaveIntent = 'save' | 'submit' | 'schedule';

/** The API's article form (create and edit) of the editor's fields and body. */
export function articleForm(fields: ArticleFields, body: ArticleBody, intent: SaveIntent) {
  const publishAt = intent === 'schedule' && fields.publishAt ? new Date(fields.publishAt) : undefined;
  return {
    title: fields.title.trim(),
    ...(fields.shortNameFr.trim() ? { short_name: { fr: fields.shortNameFr.trim() } } : {}),
    slug: fields.slug,
    summary: fields.summary.trim(),
    body,
    topics: fields.topics,
    region: fields.region.trim(),
    ...(fields.country ? { country: fields.country } : {}),
    ...(fields.cover ? { cover: fields.cover.uploadId } : {}),
    email_followers: fields.emailFollowers,
    premium_only: fields.premiumOnly,
    action: intent,
    ...(publishAt && !Number.isNaN(publishAt.getTime()) ? { publish_at: publishAt.toISOString() } : {}),
  };
}

export type ArticleFormBody = ReturnType<typeof articleForm>;
