/** Forms the author studio sends, valid as they stand; `extra` overrides or adds fields. */
type Form = Record<string, unknown>;

export const playlistForm = (slug: string, thumbnail: string, extra: Form = {}): Form => ({
  name: `Publication ${slug}`,
  slug,
  description: 'Stories from the cities of West Africa.',
  topics: ['culture'],
  thumbnail,
  ...extra,
});

/** An article's fields as an edit sends them. */
export const articleEdit = (slug: string, extra: Form = {}): Form => ({
  title: 'Les studios de Pikine',
  slug,
  summary: 'Reportage dans les studios de quartier où se fabriquent les tubes de demain.',
  body: [{ type: 'paragraph', children: [{ text: 'Texte. '.repeat(50).trim() }] }],
  topics: ['music'],
  ...extra,
});

/** A new article in `publication` (its url slug). */
export const articleForm = (publication: string, slug: string, extra: Form = {}): Form => ({
  kind: 'article',
  publication,
  ...articleEdit(slug, extra),
});
