import type { AdminConfigurationRecord } from '@afrimedia/contracts';
import { siteConfig } from '@afrimedia/read-models';
import type { RouteDeps } from '../../route-deps.ts';
import { readModelsOf } from '../../../storage/api-db.ts';

/**
 * The one configuration record, `site` (the wall password never given back, only whether there is one): the
 * team's configuration once it set one, until then the environment's languages and the launch phase's free
 * access (spec §1).
 */
export async function configuration(
  deps: Pick<RouteDeps, 'db' | 'languages'>,
): Promise<AdminConfigurationRecord> {
  const row = await siteConfig(readModelsOf(deps.db));
  if (!row)
    return {
      id: 'site',
      appAccess: 'free',
      availableLanguages: deps.languages.supported,
      defaultLanguage: deps.languages.default,
      sitePasswordSet: false,
      configuredAt: null,
    };
  return {
    id: 'site',
    appAccess: row.app_access,
    availableLanguages: row.available_languages,
    defaultLanguage: row.default_language,
    sitePasswordSet: row.site_password_hash !== null,
    configuredAt: row.configured_at.toISOString(),
  };
}
