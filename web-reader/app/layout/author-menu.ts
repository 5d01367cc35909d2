import type { User } from '../server/root-data.server.ts';

export type AuthorEntry =
  { kind: 'tools'; manage: string; create: string; stats: string } | { kind: 'apply'; to: string };

/**
 * Spec §2 author menu: a verified owner or admin gets the author tools; anyone else the become-author entry. A
 * visitor reads the platform team's guide first (applying takes an account), a signed-in reader goes straight to
 * the application form, and an applicant to the page telling where their application stands.
 */
export function authorMenu(user: User | null): AuthorEntry {
  const verified = user?.userVerificationStatus === 'verified';
  if (user && verified && (user.role === 'owner' || user.role === 'admin')) {
    const slug = user.defaultPublicationSlug;
    return {
      kind: 'tools',
      manage: slug ? `/publications/${slug}` : '/publications',
      create: slug
        ? `/articles/new?publicationSlug=${encodeURIComponent(slug)}&state=TextManager`
        : '/publications/new',
      stats: '/stats',
    };
  }
  if (!user) return { kind: 'apply', to: '/page/become-author' };
  return {
    kind: 'apply',
    to: user.userVerificationStatus === 'pending' ? '/page/become-author-pending' : '/become-author/apply',
  };
}
