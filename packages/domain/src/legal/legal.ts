import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { SUPPORTED_LANGUAGES } from '../rules/languages.ts';

const instant = z.iso.datetime({ offset: true });

/** The legal texts readers accept, each with its own history of versions. */
export const LEGAL_KINDS = ['terms-of-use', 'privacy-policy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** Spec §1: terms changes are notified at least 15 days before they take effect. */
export const LEGAL_NOTICE_DAYS = 15;

export const legalStream = (kind: LegalKind) => `legal-${kind}`;

export const LegalVersionPublished = defineEvent(
  'LegalVersionPublished',
  z.object({
    versionId: z.string(),
    kind: z.enum(LEGAL_KINDS),
    body: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string().min(1)),
    publishedAt: instant,
    effectiveAt: instant,
  }),
);

export const legalEventDefinitions = [LegalVersionPublished] as const;
export type LegalEvent = EventsOf<typeof legalEventDefinitions>;

export interface LegalState {
  readonly versionIds: readonly string[];
}

export const initialLegalState = (): LegalState => ({ versionIds: [] });

export const evolveLegal = (state: LegalState, event: LegalEvent): LegalState => ({
  versionIds: [...state.versionIds, event.data.versionId],
});
