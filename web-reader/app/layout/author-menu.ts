import type { User } from '../server/root-data.server.ts';

export type AuthorEntry =
  { kind: 'tools'; manage: string; create: string; stats: string } | { kind: 'apply'; to: string };

/**
 * Spec §2 author menu: a verified owner or admin gets the author tools; anyone else the become-author entry,
 * pointing at the pending page while their application waits.
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
  return {
    kind: 'apply',
    to: user?.userVerificationStatus === 'pending' ? '/page/become-author-pending' : '/page/become-author',
  };
}
