import { MAX_PROFILES, PROFILE_COLOURS, PROFILE_NAME_MAX_LENGTH } from '@afrimedia/domain';

/**
 * What the profiles tab shows of the household rules (the palette, how many profiles an account may have, how long a name may be), sent
 * with the page: the browser would otherwise load the whole domain package for three values.
 */
export const householdRules = {
  colours: PROFILE_COLOURS,
  max: MAX_PROFILES,
  nameMax: PROFILE_NAME_MAX_LENGTH,
};

export type HouseholdRules = typeof householdRules;
