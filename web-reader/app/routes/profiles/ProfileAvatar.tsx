import type { User } from '../../server/root-data.server.ts';

export type HouseholdProfile = User['profiles'][number];

/**
 * A profile's avatar: its initial on its colour. Only decoration, as the profile's name is always written next
 * to it; dark ink reads on every colour of the palette.
 */
export function ProfileAvatar({
  profile,
  size = 'small',
}: {
  profile: HouseholdProfile;
  size?: 'small' | 'large';
}) {
  return (
    <span
      className={`profile-avatar profile-avatar--${size}`}
      style={{ backgroundColor: profile.colour }}
      aria-hidden="true"
    >
      {[...profile.name][0]?.toLocaleUpperCase()}
    </span>
  );
}
