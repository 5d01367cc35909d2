import { APP_ACCESS_MODES } from '@afrimedia/domain';
import { z } from 'zod';
import { adminConfiguration } from '../admin-operations.ts';
import { adminInstant, adminResource, defineAdminResource, listFilter } from './simple-rest.ts';

/** The one configuration record, `site`; the wall password is never given back, only whether there is one. */
export const adminConfigurationRecord = z.object({
  id: z.literal('site'),
  appAccess: z.enum(APP_ACCESS_MODES),
  availableLanguages: z.array(z.string()).readonly(),
  defaultLanguage: z.string(),
  sitePasswordSet: z.boolean(),
  configuredAt: adminInstant.nullable(),
});
export type AdminConfigurationRecord = z.output<typeof adminConfigurationRecord>;

const configuration = adminResource('configuration', adminConfigurationRecord);

export const adminConfigurationCalls = defineAdminResource({
  list: configuration.list("The site's configuration: one record, `site`", {
    sortable: ['id'],
    defaultSort: ['id', 'asc'],
    filter: listFilter(),
  }),
  getOne: configuration.getOne('The configuration `site`; any other id is 404 NOT_FOUND'),
  update: configuration.update(
    'Configures the site (`site` only, else 404 NOT_FOUND before the body is read); it applies at once, ' +
      "the reader's configuration call reading the same read model",
    adminConfiguration,
  ),
});
