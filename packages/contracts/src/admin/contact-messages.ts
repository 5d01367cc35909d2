import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

/** A message of the contact form, as its sender wrote it. */
export const adminContactMessageRecord = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  receivedAt: adminInstant,
});
export type AdminContactMessageRecord = z.output<typeof adminContactMessageRecord>;

const messages = adminResource('contact-messages', adminContactMessageRecord);

export const adminContactMessagesCalls = defineAdminResource({
  list: messages.list("The contact form's inbox, newest first (read-only)", {
    sortable: ['id', 'receivedAt', 'name', 'email', 'subject'],
    defaultSort: ['receivedAt', 'desc'],
    filter: searchableListFilter({
      language: z.string().max(10).optional(),
    }),
  }),
  getOne: messages.getOne('One message'),
});
