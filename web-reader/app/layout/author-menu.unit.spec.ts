import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/root-data.ts';
import { authorMenu } from './author-menu.ts';

describe('the author menu', () => {
  it('gives a verified owner the author tools on their default publication', () => {
    const owner = testUser({
      role: 'owner',
      userVerificationStatus: 'verified',
      defaultPublicationSlug: 'kora',
    });
    expect(authorMenu(owner)).toEqual({
      kind: 'tools',
      manage: '/publications/kora',
      create: '/articles/new?publicationSlug=kora&state=TextManager',
      stats: '/stats',
    });
    expect(authorMenu(testUser({ role: 'admin', userVerificationStatus: 'verified' })).kind).toBe('tools');
  });

  it('leads a visitor to the guide, a reader to the application form, an applicant to where it stands', () => {
    expect(authorMenu(null)).toEqual({ kind: 'apply', to: '/page/become-author' });
    expect(authorMenu(testUser())).toEqual({ kind: 'apply', to: '/become-author/apply' });
    expect(authorMenu(testUser({ role: 'owner', userVerificationStatus: 'pending' }))).toEqual({
      kind: 'apply',
      to: '/page/become-author-pending',
    });
  });
});
