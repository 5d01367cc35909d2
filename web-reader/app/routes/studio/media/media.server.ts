import { authorCalls } from '@afrimedia/contracts';
import { data, redirect } from 'react-router';
import type { ReaderLoadContext } from '../../../load-context.ts';
import type { CallOutput } from '../../../server/api.server.ts';
import { orNotFound } from '../../../server/not-found.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { formOf } from '../../../server/request-body.server.ts';
import { refused, textOf } from '../../auth/form-answer.server.ts';
import { validatedAuthor } from '../publications/author-tools.server.ts';
import type { KeptUpload } from '../uploads/FileUpload.tsx';
import { isMediaKind, MEDIA_FIELDS, type MediaFields, type MediaKind } from './media-fields.ts';

type StudioContent = CallOutput<typeof authorCalls.content>;

const notFound = () => data({ code: 'CONTENT_NOT_FOUND' }, { status: 404 });
const API_FIELDS = Object.fromEntries(MEDIA_FIELDS.map((field) => [field, field]));

/** One of the author's contents or publications, in any state, as the studio reads it. */
const studioContent = (request: Request, context: ReaderLoadContext, slug: string) =>
  orNotFound(apiOf(request, context).call(authorCalls.content, { params: { slug } }));

/** The publication and kind a new video or podcast episode is made for, from the page's address. */
export async function newMediaData(request: Request, context: ReaderLoadContext) {
  await validatedAuthor(request, context);
  const query = new URL(request.url).searchParams;
  const kind = query.get('kind');
  if (!isMediaKind(kind)) throw notFound();
  const publication = await studioContent(request, context, query.get('publicationSlug') ?? '');
  if (publication.kind !== 'playlist') throw notFound();
  return { kind, publication: { slug: publication.slug, title: publication.title } };
}

/** An existing video or podcast of the author's, with the form's fields as it was saved. */
async function existingMedia(request: Request, context: ReaderLoadContext, slug: string) {
  await validatedAuthor(request, context);
  const content = await studioContent(request, context, slug);
  if (!isMediaKind(content.kind) || !content.form) throw notFound();
  return { content: content as StudioContent & { kind: MediaKind }, form: content.form };
}

export async function mediaData(request: Request, context: ReaderLoadContext, slug: string) {
  const { content, form } = await existingMedia(request, context, slug);
  const fields: MediaFields = {
    title: content.title,
    summary: form.summary ?? '',
    topics: form.topics,
    premiumOnly: content.premium_only,
  };
  const cover: KeptUpload | null = form.cover ? { id: form.cover.upload_id, url: form.cover.url } : null;
  return {
    media: {
      kind: content.kind,
      slug: content.slug,
      status: content.status,
      version: content.version,
      file: content.media,
    },
    fields,
    cover,
  };
}

function fieldsOf(form: FormData): MediaFields {
  return {
    title: textOf(form, 'title').trim(),
    summary: textOf(form, 'summary').trim(),
    topics: form.getAll('topics').filter((topic) => typeof topic === 'string'),
    premiumOnly: form.has('premium_only'),
  };
}

/** The API's form of what the media form sent: its fields, the files it names by upload id, and the intent. */
function sentForm(kept: MediaFields, form: FormData) {
  const media = textOf(form, 'media');
  const cover = textOf(form, 'cover');
  return {
    title: kept.title,
    summary: kept.summary,
    topics: [...kept.topics],
    premium_only: kept.premiumOnly,
    ...(media ? { media } : {}),
    ...(cover ? { cover } : {}),
    action: textOf(form, 'intent') === 'submit' ? ('submit' as const) : ('save' as const),
  };
}

const savedAt = (slug: string) => redirect(`/studio/media/${encodeURIComponent(slug)}?done=saved`);

/** The new media form's action: drafts the video or podcast episode, then opens it to follow its encoding. */
export async function createMedia(request: Request, context: ReaderLoadContext) {
  const { kind, publication } = await newMediaData(request, context);
  const form = await formOf(request);
  const kept = fieldsOf(form);
  try {
    const saved = await apiOf(request, context).call(authorCalls.createContent, {
      body: { kind, publication: publication.slug, ...sentForm(kept, form) },
    });
    return savedAt(saved.slug);
  } catch (error) {
    return refused(error, { kept }, API_FIELDS);
  }
}

/**
 * The media form's action on an existing video or podcast: saves it (or publishes it). An edit replaces the whole
 * form, so what this form does not show (its body, names, genre, episode, rating, countries) is sent back as the
 * API holds it. It carries the version the form was opened at in `If-Match`: the API refuses it when someone
 * saved in between, rather than overwriting their change.
 */
export async function editMedia(request: Request, context: ReaderLoadContext, slug: string) {
  const { form: saved } = await existingMedia(request, context, slug);
  const form = await formOf(request);
  const kept = fieldsOf(form);
  const version = textOf(form, 'version');
  try {
    const edited = await apiOf(request, context).call(authorCalls.editContent, {
      params: { slug },
      body: {
        short_name: saved.short_name,
        body: saved.body,
        region: saved.region,
        country: saved.country,
        genre: saved.genre,
        episode: saved.episode,
        maturity: saved.maturity,
        available_countries: saved.available_countries,
        ...sentForm(kept, form),
      },
      ...(/^\d+$/.test(version) ? { headers: { 'if-match': `"${version}"` } } : {}),
    });
    return savedAt(edited.slug);
  } catch (error) {
    return refused(error, { kept }, API_FIELDS);
  }
}
