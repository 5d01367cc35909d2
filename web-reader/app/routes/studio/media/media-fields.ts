/** The two kinds of content the media form makes: each plays one kind of uploaded file. */
export type MediaKind = 'video' | 'podcast';

export const isMediaKind = (value: unknown): value is MediaKind => value === 'video' || value === 'podcast';

/** What the media form shows typed in: an existing content's fields, or what a refused form sent. */
export interface MediaFields {
  readonly title: string;
  readonly summary: string;
  readonly topics: readonly string[];
  readonly premiumOnly: boolean;
}

/** The form's fields, in the order they show: a refusal about none of them shows above the form. */
export const MEDIA_FIELDS = ['media', 'title', 'summary', 'topics', 'cover'];
