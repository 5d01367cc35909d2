import type { personalProfile } from '@afrimedia/contracts';
import type { PersonalData } from '@afrimedia/domain';
import type { z } from 'zod';

/** The personal fields a request names; the ones it leaves out stay out so they overwrite nothing. */
export function personalOf(
  profile: z.output<typeof personalProfile> | undefined,
  extra: Partial<PersonalData> = {},
) {
  const fields: Partial<PersonalData> = {
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
  ) as Partial<PersonalData>;
}
