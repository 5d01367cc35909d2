import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { isSupportedLanguage, type Language } from '../rules/languages.ts';
import { checkAdmin } from '../rules/ownership.ts';
import {
  APP_ACCESS_MODES,
  evolveSiteConfig,
  initialSiteConfigState,
  type AppAccess,
  type SiteConfigEvent,
  type SiteConfigState,
} from './site-config.ts';

/**
 * The platform team sets how the site is reached. `sitePasswordHash`: a new hash sets the wall, null removes it,
 * absent keeps the wall as it is (the team does not retype a password to change a language).
 */
export type ConfigureSite = Command<
  'ConfigureSite',
  {
    appAccess: string;
    availableLanguages: readonly string[];
    defaultLanguage: string;
    sitePasswordHash?: string | null;
    actorIsAdmin: boolean;
  }
>;
export type SiteConfigCommand = ConfigureSite;

const isAppAccess = (value: string): value is AppAccess =>
  (APP_ACCESS_MODES as readonly string[]).includes(value);

export function decideSiteConfig(
  command: SiteConfigCommand,
  state: SiteConfigState,
): Decision<SiteConfigEvent> {
  const notAdmin = checkAdmin(command.data.actorIsAdmin);
  if (notAdmin) return notAdmin;
  const { appAccess, defaultLanguage } = command.data;
  if (!isAppAccess(appAccess)) return reject('FIELDS_REQUIRED', 'appAccess');
  const languages = [...new Set(command.data.availableLanguages)];
  if (languages.length === 0 || !languages.every(isSupportedLanguage))
    return reject('FIELDS_REQUIRED', 'availableLanguages');
  const availableLanguages = languages as Language[];
  if (!isSupportedLanguage(defaultLanguage) || !availableLanguages.includes(defaultLanguage))
    return reject('DEFAULT_LANGUAGE_NOT_AVAILABLE', 'defaultLanguage');
  const current = state.status === 'set' ? state.sitePasswordHash : null;
  const sitePasswordHash =
    command.data.sitePasswordHash === undefined ? current : command.data.sitePasswordHash;
  if (
    state.status === 'set' &&
    state.appAccess === appAccess &&
    state.defaultLanguage === defaultLanguage &&
    state.sitePasswordHash === sitePasswordHash &&
    state.availableLanguages.join() === availableLanguages.join()
  )
    return [];
  return [
    {
      type: 'SiteConfigured',
      data: {
        appAccess,
        availableLanguages,
        defaultLanguage,
        sitePasswordHash,
        configuredAt: command.metadata.now,
      },
    },
  ];
}

export const siteConfigDecider: Decider<SiteConfigState, SiteConfigCommand, SiteConfigEvent> = {
  initialState: initialSiteConfigState,
  evolve: evolveSiteConfig,
  decide: decideSiteConfig,
};
