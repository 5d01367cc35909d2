import { LEGAL_KINDS } from '@afrimedia/domain';
import { z } from 'zod';
import { plainText } from './fields.ts';

/** Texts per interface language, as the console edits them; the domain decides which languages it accepts. */
const perLanguage = <S extends z.ZodType>(text: S) =>
  z.object({ en: text.optional(), fr: text.optional(), ar: text.optional(), es: text.optional() });

const instant = z.iso.datetime({ offset: true, message: 'FIELDS_REQUIRED' });

/**
 * PUT /api/admin/configuration/site. `sitePassword`: a new wall password; null removes the wall; absent or empty
 * keeps it as it is (the console's form sends the field empty when the team does not retype it).
 */
export const adminConfiguration = z.object({
  appAccess: z.string().max(40),
  availableLanguages: z.array(z.string().max(10)).max(20),
  defaultLanguage: z.string().max(10),
  sitePassword: z.string().max(200).nullable().optional(),
});

/** PUT /api/admin/site-pages/:slug: the page's title and body in the languages the team edits. */
export const adminSitePage = z.object({
  title: perLanguage(plainText(z.string().max(200))),
  body: perLanguage(z.string().max(100_000)),
});

/** POST /api/admin/legal-versions: a new version of a legal text and when it takes effect. */
export const adminLegalVersion = z.object({
  kind: z.enum(LEGAL_KINDS, 'FIELDS_REQUIRED'),
  /** An instant, or a day (taking effect at its start, UTC) as a date picker gives it. */
  effectiveAt: z.union([instant, z.iso.date({ message: 'FIELDS_REQUIRED' })]),
  body: perLanguage(z.string().max(200_000)),
});

/** POST and PUT /api/admin/agenda-events: what /events and /epg show of an agenda event. */
export const adminAgendaEvent = z.object({
  slug: z.string().trim().min(1, 'SLUG_REQUIRED').max(200),
  title: perLanguage(plainText(z.string().max(200))),
  categorySlug: z.string().trim().min(1, 'FIELDS_REQUIRED').max(100),
  startsAt: instant,
  endsAt: instant,
  place: plainText(z.string().max(300)).nullable().optional(),
  online: z.boolean(),
  country: z.string().max(2).nullable().optional(),
});

/**
 * POST /api/configs/site-wall: the password a visitor typed at the site's wall, or the pass a browser kept from
 * an earlier right answer.
 */
export const siteWallAttempt = z.union([
  z.object({ password: z.string().min(1, 'WRONG_PASSWORD').max(200, 'WRONG_PASSWORD') }),
  z.object({ pass: z.string().min(1, 'WRONG_PASSWORD').max(200, 'WRONG_PASSWORD') }),
]);
