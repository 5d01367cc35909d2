import type { Language } from '@afrimedia/i18n';
import type { SiteConfigRow } from '@afrimedia/read-models';
import type { RouteDeps } from '../route-deps.ts';

/** The languages the site is offered in: the platform team's choice once they configure it, else the environment's. */
export const offeredLanguages = (
  configured: SiteConfigRow | undefined,
  languages: RouteDeps['languages'],
): Language[] => (configured?.available_languages ?? languages.supported) as Language[];
