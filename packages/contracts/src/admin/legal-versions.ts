import { LEGAL_KINDS } from '@afrimedia/domain';
import { z } from 'zod';
import { adminLegalVersion } from '../admin-operations.ts';
import { adminInstant, adminResource, adminTexts, defineAdminResource, listFilter } from './simple-rest.ts';

/** A published version of the terms of use or the privacy policy: never edited, a change is a new version. */
export const adminLegalVersionRecord = z.object({
  id: z.string(),
  kind: z.enum(LEGAL_KINDS),
  publishedAt: adminInstant,
  effectiveAt: adminInstant,
  body: adminTexts,
});
export type AdminLegalVersionRecord = z.output<typeof adminLegalVersionRecord>;

const versions = adminResource('legal-versions', adminLegalVersionRecord);

export const adminLegalVersionsCalls = defineAdminResource({
  list: versions.list('Versions of the terms of use and the privacy policy, latest published first', {
    sortable: ['id', 'publishedAt', 'effectiveAt', 'kind'],
    defaultSort: ['publishedAt', 'desc'],
    filter: listFilter({ kind: z.enum(LEGAL_KINDS).optional() }),
  }),
  getOne: versions.getOne('One version'),
  create: versions.create(
    'Publishes a new version, taking effect at least 15 days later; every user hears of it by e-mail',
    adminLegalVersion,
  ),
});
