import { authorCalls } from '@afrimedia/contracts';
import { redirect } from 'react-router';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { refused, textOf } from '../../auth/form-answer.server.ts';
import { validatedAuthor } from './author-tools.server.ts';
import { PUBLICATION_FIELDS, type PublicationFields } from './publication-fields.ts';
import { formOf } from '../../../server/request-body.server.ts';

const API_FIELDS = Object.fromEntries(PUBLICATION_FIELDS.map((field) => [field, field]));
/** Refusals the API gives without a field: both say the address is taken. */
const FIELD_OF_CODE = { URL_ALREADY_USED: 'slug', SLUG_ALREADY_USED: 'slug' };

/**
 * The publication form's action: creates the publication (or edits the one at `existingSlug`), as a draft or
 * submitted for validation, then shows it in its article manager. The API checks everything and answers in the
 * spec's words, shown next to the field at fault.
 */
export async function savePublication(
  request: Request,
  context: ReaderLoadContext,
  existingSlug: string | null,
) {
  await validatedAuthor(request, context);
  const form = await formOf(request);
  const kept: PublicationFields = {
    name: textOf(form, 'name').trim(),
    slug: textOf(form, 'slug').trim(),
    description: textOf(form, 'description').trim(),
    topics: form.getAll('topics').filter((topic) => typeof topic === 'string'),
  };
  const submit = textOf(form, 'intent') === 'submit';
  const thumbnail = textOf(form, 'thumbnail');
  const cover = textOf(form, 'cover');
  const body = {
    name: kept.name,
    description: kept.description,
    topics: [...kept.topics],
    submit,
    ...(kept.slug ? { slug: kept.slug } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    ...(cover ? { cover } : {}),
  };
  const api = apiOf(request, context);
  try {
    const saved = existingSlug
      ? await api.call(authorCalls.editPlaylist, { params: { slug: existingSlug }, body })
      : await api.call(authorCalls.createPlaylist, { body });
    return redirect(`/publications/${encodeURIComponent(saved.slug)}?done=${submit ? 'submitted' : 'saved'}`);
  } catch (error) {
    return refused(error, { kept }, API_FIELDS, FIELD_OF_CODE);
  }
}
