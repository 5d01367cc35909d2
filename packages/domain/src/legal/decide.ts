import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { isSupportedLanguage, type Language } from '../rules/languages.ts';
import { checkAdmin } from '../rules/ownership.ts';
import { isBlank } from '../rules/text.ts';
import {
  evolveLegal,
  initialLegalState,
  LEGAL_KINDS,
  LEGAL_NOTICE_DAYS,
  type LegalEvent,
  type LegalKind,
  type LegalState,
} from './legal.ts';

const DAY_MS = 86_400_000;

/** The platform team publishes a new version of a legal text, to take effect at a later date. */
export type PublishLegalVersion = Command<
  'PublishLegalVersion',
  {
    versionId: string;
    kind: string;
    body: Readonly<Record<string, string | undefined>>;
    effectiveAt: string;
    actorIsAdmin: boolean;
  }
>;
export type LegalCommand = PublishLegalVersion;

const isLegalKind = (value: string): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value);

export function decideLegal(command: LegalCommand, state: LegalState): Decision<LegalEvent> {
  const notAdmin = checkAdmin(command.data.actorIsAdmin);
  if (notAdmin) return notAdmin;
  const { versionId, kind, effectiveAt } = command.data;
  // The same publication resent (a retried request) is already out.
  if (state.versionIds.includes(versionId)) return [];
  if (!isLegalKind(kind)) return reject('FIELDS_REQUIRED', 'kind');
  const entries = Object.entries(command.data.body).filter(([, text]) => !isBlank(text));
  if (entries.length === 0 || !entries.every(([language]) => isSupportedLanguage(language)))
    return reject('FIELDS_REQUIRED', 'body');
  const effective = Date.parse(effectiveAt);
  if (Number.isNaN(effective)) return reject('FIELDS_REQUIRED', 'effectiveAt');
  const publishedAt = command.metadata.now;
  if (effective < Date.parse(publishedAt) + LEGAL_NOTICE_DAYS * DAY_MS)
    return reject('LEGAL_NOTICE_TOO_SHORT', 'effectiveAt');
  const body = Object.fromEntries(entries.map(([language, text]) => [language, text!.trim()])) as Partial<
    Record<Language, string>
  >;
  return [
    {
      type: 'LegalVersionPublished',
      data: { versionId, kind, body, publishedAt, effectiveAt: new Date(effective).toISOString() },
    },
  ];
}

export const legalDecider: Decider<LegalState, LegalCommand, LegalEvent> = {
  initialState: initialLegalState,
  evolve: evolveLegal,
  decide: decideLegal,
};
