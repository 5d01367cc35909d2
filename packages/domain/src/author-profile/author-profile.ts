import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { imageRefSchema } from '../rules/image.ts';
import { rejectionFields, validationFields } from '../rules/review.ts';

const instant = z.iso.datetime({ offset: true });

/** The author profile stream is keyed by the user's id: one application, one profile per user. */
export const AuthorApplicationSubmitted = defineEvent(
  'AuthorApplicationSubmitted',
  z.object({
    authorId: z.string(),
    expertiseTitle: z.string(),
    aboutMe: z.string(),
    country: z.string().optional(),
    submittedAt: instant,
  }),
);
export const AuthorValidated = defineEvent(
  'AuthorValidated',
  z.object({ authorId: z.string(), ...validationFields }),
);
export const AuthorRejected = defineEvent(
  'AuthorRejected',
  z.object({ authorId: z.string(), ...rejectionFields }),
);
export const AuthorPhotoChanged = defineEvent(
  'AuthorPhotoChanged',
  z.object({ authorId: z.string(), photo: imageRefSchema, changedAt: instant }),
);
/**
 * Spec §6: an author "may mark one article as headline". The rule spans several content streams, so the one
 * place that can enforce it is the author's own stream: the headline is a field of the author profile, and
 * choosing a new one replaces the previous one in a single event. A reactor mirrors it onto the two contents
 * (HeadlineCleared on `previousContentId`, HeadlineSet on `nextContentId`).
 */
export const AuthorHeadlineChanged = defineEvent(
  'AuthorHeadlineChanged',
  z.object({
    authorId: z.string(),
    previousContentId: z.string().nullable(),
    nextContentId: z.string().nullable(),
    changedAt: instant,
  }),
);

export const authorProfileEventDefinitions = [
  AuthorApplicationSubmitted,
  AuthorValidated,
  AuthorRejected,
  AuthorPhotoChanged,
  AuthorHeadlineChanged,
] as const;

export type AuthorProfileEvent = EventsOf<typeof authorProfileEventDefinitions>;

export type AuthorProfileState =
  | { readonly status: 'none' }
  | { readonly status: 'submitted'; readonly authorId: string }
  | { readonly status: 'rejected'; readonly authorId: string }
  | {
      readonly status: 'validated';
      readonly authorId: string;
      readonly photoUrl: string | null;
      readonly headlineContentId: string | null;
    };

export const initialAuthorProfileState = (): AuthorProfileState => ({ status: 'none' });

export function evolveAuthorProfile(
  state: AuthorProfileState,
  event: AuthorProfileEvent,
): AuthorProfileState {
  switch (event.type) {
    case 'AuthorApplicationSubmitted':
      return { status: 'submitted', authorId: event.data.authorId };
    case 'AuthorValidated':
      return { status: 'validated', authorId: event.data.authorId, photoUrl: null, headlineContentId: null };
    case 'AuthorRejected':
      return { status: 'rejected', authorId: event.data.authorId };
    case 'AuthorPhotoChanged':
      return state.status === 'validated' ? { ...state, photoUrl: event.data.photo.url } : state;
    case 'AuthorHeadlineChanged':
      return state.status === 'validated' ? { ...state, headlineContentId: event.data.nextContentId } : state;
    default:
      return state;
  }
}
