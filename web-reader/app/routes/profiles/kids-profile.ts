import { authorMenu, type AuthorEntry } from '../../layout/author-menu.ts';
import type { User } from '../../server/root-data.server.ts';

/**
 * Whether this device is on a kids profile (the user's current profile, as the API answered it): the reader then
 * offers no author tools, payments or account settings, and leaving the profile goes through the picker's PIN.
 */
export const onKidsProfile = (user: User | null): boolean =>
  user?.profiles.some((profile) => profile.kids && profile.id === user.profile) === true;

/**
 * What the menus offer `user`, decided by the server so that these rules stay off every page's scripts: the author
 * space's entry (spec §2 author menu; none at all on a kids profile) and whether the device is on a kids profile.
 */
export function menusFor(user: User | null): { author: AuthorEntry | null; kids: boolean } {
  const kids = onKidsProfile(user);
  return { author: kids ? null : authorMenu(user), kids };
}
