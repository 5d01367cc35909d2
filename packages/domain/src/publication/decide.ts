import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { DomainError, reject } from '../core/domain-error.ts';
import { checkImage, type ImageRef } from '../rules/image.ts';
import { checkOwnership } from '../rules/ownership.ts';
import { rejectionBy, reviewable, validationBy } from '../rules/review.ts';
import { checkSlug, publicationSlugOf } from '../rules/slug.ts';
import { isBlank } from '../rules/text.ts';
import { parseTopics, type Topic } from '../rules/topics.ts';
import {
  evolvePublication,
  initialPublicationState,
  type PublicationEvent,
  type PublicationState,
} from './publication.ts';

/** The publication form (spec §3): title, url slug, description, 1–3 topics, thumbnail, cover. */
export interface PublicationForm {
  name: string;
  /** When absent the slug is derived from the name; an explicitly empty slug is refused. */
  slug?: string;
  description: string;
  topics: readonly string[];
  thumbnail?: ImageRef;
  cover?: ImageRef;
}

export type CreatePublication = Command<
  'CreatePublication',
  PublicationForm & {
    publicationId: string;
    /** The actor's userVerificationStatus is `verified` (read by the API from the accounts read model). */
    authorVerified: boolean;
  }
>;
export type EditPublication = Command<
  'EditPublication',
  PublicationForm & { publicationId: string; actorIsAdmin?: boolean }
>;
export type SubmitPublication = Command<
  'SubmitPublication',
  { publicationId: string; actorIsAdmin?: boolean }
>;
export type ValidatePublication = Command<
  'ValidatePublication',
  {
    publicationId: string;
    actorIsAdmin: boolean;
    /** The author has no other validated publication. */
    isFirstPublicationOfAuthor: boolean;
    /**
     * Articles of this publication that are published or submitted and waiting for this validation to be
     * published. Only those can exist before a first validation (articles of a publication waiting validation
     * are published after it, spec §4), so counting strictly published ones would make the rule unsatisfiable.
     */
    publishedArticleCount: number;
  }
>;
export type RejectPublication = Command<
  'RejectPublication',
  { publicationId: string; actorIsAdmin: boolean; reason?: string }
>;
export type ArchivePublication = Command<
  'ArchivePublication',
  { publicationId: string; actorIsAdmin?: boolean }
>;

export type PublicationCommand =
  | CreatePublication
  | EditPublication
  | SubmitPublication
  | ValidatePublication
  | RejectPublication
  | ArchivePublication;

interface ValidForm {
  name: string;
  slug: string;
  description: string;
  topics: Topic[];
  thumbnail: ImageRef;
  cover?: ImageRef;
}

function validateForm(form: PublicationForm): ValidForm | DomainError {
  if (isBlank(form.name)) return reject('NAME_REQUIRED', 'name');
  if (isBlank(form.description)) return reject('DESCRIPTION_REQUIRED', 'description');
  const slug = publicationSlugOf(form);
  const badSlug = checkSlug(slug);
  if (badSlug) return badSlug;
  const topics = parseTopics(form.topics);
  if (topics instanceof DomainError) return topics;
  if (form.thumbnail === undefined) return reject('THUMBNAIL_REQUIRED', 'thumbnail');
  const badImage =
    checkImage(form.thumbnail, 'thumbnail', 'thumbnail') ??
    (form.cover && checkImage(form.cover, 'cover', 'cover'));
  if (badImage) return badImage;
  return {
    name: form.name.trim(),
    slug,
    description: form.description.trim(),
    topics: [...topics],
    thumbnail: form.thumbnail,
    ...(form.cover ? { cover: form.cover } : {}),
  };
}

/** The publication exists, the actor owns it (or is an admin), and it is not archived. */
function ownedAndOpen(
  state: PublicationState,
  command: EditPublication | SubmitPublication | ArchivePublication,
) {
  if (state.status === 'none') return reject('NOT_FOUND');
  const forbidden = checkOwnership(command.metadata, state.ownerId, command.data.actorIsAdmin);
  if (forbidden) return forbidden;
  if (state.status === 'archived') return reject('INVALID_STATE_TRANSITION');
  return state;
}

function create(command: CreatePublication, state: PublicationState): Decision<PublicationEvent> {
  if (state.status !== 'none') return reject('ALREADY_EXISTS');
  if (!command.data.authorVerified) return reject('AUTHOR_NOT_VERIFIED');
  const form = validateForm(command.data);
  if (form instanceof DomainError) return form;
  const { publicationId } = command.data;
  const { actorId, now } = command.metadata;
  return [{ type: 'PublicationCreated', data: { publicationId, ownerId: actorId, ...form, createdAt: now } }];
}

/** Editing keeps the status: a published publication stays published (its slug change is reserved by the API). */
function edit(command: EditPublication, state: PublicationState): Decision<PublicationEvent> {
  const publication = ownedAndOpen(state, command);
  if (publication instanceof DomainError) return publication;
  const form = validateForm(command.data);
  if (form instanceof DomainError) return form;
  return [
    {
      type: 'PublicationEdited',
      data: { publicationId: publication.publicationId, ...form, editedAt: command.metadata.now },
    },
  ];
}

/** From in progress (or after a rejection, once corrected) to waiting for the platform team. */
function submit(command: SubmitPublication, state: PublicationState): Decision<PublicationEvent> {
  const publication = ownedAndOpen(state, command);
  if (publication instanceof DomainError) return publication;
  if (publication.status === 'waiting_validation') return [];
  if (publication.status === 'published') return reject('INVALID_STATE_TRANSITION');
  return [
    {
      type: 'PublicationSubmitted',
      data: { publicationId: publication.publicationId, submittedAt: command.metadata.now },
    },
  ];
}

function validate(command: ValidatePublication, state: PublicationState): Decision<PublicationEvent> {
  const publication = reviewable(command.data.actorIsAdmin, state, 'waiting_validation');
  if (publication instanceof DomainError) return publication;
  // Spec §4: "A first publication needs at least one published article to be validated."
  if (command.data.isFirstPublicationOfAuthor && command.data.publishedArticleCount < 1) {
    return reject('FIRST_PUBLICATION_NEEDS_ARTICLE');
  }
  return [
    {
      type: 'PublicationValidated',
      data: { publicationId: publication.publicationId, ...validationBy(command.metadata) },
    },
  ];
}

function rejectPublication(command: RejectPublication, state: PublicationState): Decision<PublicationEvent> {
  const publication = reviewable(command.data.actorIsAdmin, state, 'waiting_validation');
  if (publication instanceof DomainError) return publication;
  return [
    {
      type: 'PublicationRejected',
      data: {
        publicationId: publication.publicationId,
        ...rejectionBy(command.metadata, command.data.reason),
      },
    },
  ];
}

function archive(command: ArchivePublication, state: PublicationState): Decision<PublicationEvent> {
  const publication = ownedAndOpen(state, command);
  if (publication instanceof DomainError) return publication;
  return [
    {
      type: 'PublicationArchived',
      data: { publicationId: publication.publicationId, archivedAt: command.metadata.now },
    },
  ];
}

export const decidePublication = decideByType<PublicationCommand, PublicationState, PublicationEvent>({
  CreatePublication: create,
  EditPublication: edit,
  SubmitPublication: submit,
  ValidatePublication: validate,
  RejectPublication: rejectPublication,
  ArchivePublication: archive,
});

export const publicationDecider: Decider<PublicationState, PublicationCommand, PublicationEvent> = {
  initialState: initialPublicationState,
  evolve: evolvePublication,
  decide: decidePublication,
};
