import type { authorContent } from '@afrimedia/contracts';
import type { PageContent, PagePublication } from '@afrimedia/read-models';
import type { z } from 'zod';

export type AuthorContentView = z.input<typeof authorContent>;

export function contentView(row: PageContent): AuthorContentView {
  return {
    id: row.content_id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    status: row.status,
    publication_id: row.publication_id,
    updated_at: (row.published_at ?? row.drafted_at).toISOString(),
    headline: row.headline,
    premium_only: row.premium_only,
    stream_url: row.stream_url,
    media: row.media_id ? { id: row.media_id, status: row.media_status } : null,
    version: Number(row.stream_version),
    rejection_reason: null,
  };
}

export function publicationView(row: PagePublication): AuthorContentView {
  return {
    id: row.publication_id,
    kind: 'playlist',
    slug: row.slug,
    title: row.name,
    status: row.status,
    publication_id: null,
    updated_at: row.created_at.toISOString(),
    headline: false,
    premium_only: false,
    stream_url: null,
    media: null,
    version: Number(row.stream_version),
    rejection_reason: row.rejection_reason,
  };
}
