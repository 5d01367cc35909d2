import type { personalProfile } from '@afrimedia/contracts';
import type { PersonalData } from '@afrimedia/domain';
import type { z } from 'zod';

type ProfileFields = Partial<Omit<PersonalData, 'email'>>;

/**
 * The personal fields a request names; the ones it leaves out stay out so they overwrite nothing. Never the
 * e-mail address, which changes only once the new one is confirmed.
 */
export function personalOf(
  profile: z.output<typeof personalProfile> | undefined,
  extra: ProfileFields = {},
): ProfileFields {
  const fields: ProfileFields = {
    firstName: profile?.first_name,
    lastName: profile?.last_name,
    title: profile?.title,
    birthdate: profile?.birthdate,
    mobilePhone: profile?.mobile_phone,
    country: profile?.country,
    address: profile?.address,
    zipCode: profile?.zip_code,
    ...extra,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ProfileFields;
}
