import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { imageRefSchema } from '../rules/image.ts';
import { rejectionFields, validationFields } from '../rules/review.ts';
import { TOPICS } from '../rules/topics.ts';

const instant = z.iso.datetime({ offset: true });

/** The editable fields of a publication (a playlist space of an author), written whole on create and edit. */
const publicationFields = {
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().min(1),
  topics: z.array(z.enum(TOPICS)).min(1).max(3),
  thumbnail: imageRefSchema,
  cover: imageRefSchema.optional(),
};

export const PublicationCreated = defineEvent(
  'PublicationCreated',
  z.object({ publicationId: z.string(), ownerId: z.string(), ...publicationFields, createdAt: instant }),
);
export const PublicationEdited = defineEvent(
  'PublicationEdited',
  z.object({ publicationId: z.string(), ...publicationFields, editedAt: instant }),
);
export const PublicationSubmitted = defineEvent(
  'PublicationSubmitted',
  z.object({ publicationId: z.string(), submittedAt: instant }),
);
export const PublicationValidated = defineEvent(
  'PublicationValidated',
  z.object({ publicationId: z.string(), ...validationFields }),
);
export const PublicationRejected = defineEvent(
  'PublicationRejected',
  z.object({ publicationId: z.string(), ...rejectionFields }),
);
export const PublicationArchived = defineEvent(
  'PublicationArchived',
  z.object({ publicationId: z.string(), archivedAt: instant }),
);

export const publicationEventDefinitions = [
  PublicationCreated,
  PublicationEdited,
  PublicationSubmitted,
  PublicationValidated,
  PublicationRejected,
  PublicationArchived,
] as const;

export type PublicationEvent = EventsOf<typeof publicationEventDefinitions>;

/**
 * Spec §3 lists drafts / in progress, waiting validation, published, archived. `draft` is "in progress"
 * (created, not yet sent to the platform team); `published` is what the spec's §4 calls validated.
 */
export type PublicationStatus = 'draft' | 'waiting_validation' | 'published' | 'rejected' | 'archived';

export type PublicationState =
  | { readonly status: 'none' }
  | { readonly status: PublicationStatus; readonly publicationId: string; readonly ownerId: string };

export const initialPublicationState = (): PublicationState => ({ status: 'none' });

export function evolvePublication(state: PublicationState, event: PublicationEvent): PublicationState {
  if (event.type === 'PublicationCreated') {
    const { publicationId, ownerId } = event.data;
    return { status: 'draft', publicationId, ownerId };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PublicationSubmitted':
      return { ...state, status: 'waiting_validation' };
    case 'PublicationValidated':
      return { ...state, status: 'published' };
    case 'PublicationRejected':
      return { ...state, status: 'rejected' };
    case 'PublicationArchived':
      return { ...state, status: 'archived' };
    default:
      return state;
  }
}
