import { z } from 'zod';
import {
  adminInstant,
  defineAdminResource,
  getOneCall,
  listCall,
  searchableListFilter,
} from './simple-rest.ts';

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

const resource = 'contact-messages';
const record = adminContactMessageRecord;

export const adminContactMessagesCalls = defineAdminResource({
  list: listCall(resource, {
    summary: "The contact form's inbox, newest first (read-only)",
    record,
    sortable: ['id', 'receivedAt', 'name', 'email', 'subject'],
    defaultSort: ['receivedAt', 'desc'],
    filter: searchableListFilter({
      language: z.string().max(10).optional(),
    }),
  }),
  getOne: getOneCall(resource, { summary: 'One message', record }),
});
