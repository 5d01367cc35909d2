import type { AuthorApplication } from '../../use-cases/apply-as-author.ts';

/** The author application a profile update carries (spec author upgrade payload: role owner), if any. */
export function applicationIn(
  userId: string,
  body: { role?: 'owner' | undefined; expertise_title?: string; about_me?: string; country?: string },
): AuthorApplication | undefined {
  if (body.role !== 'owner') return undefined;
  return {
    authorId: userId,
    expertiseTitle: body.expertise_title ?? '',
    aboutMe: body.about_me ?? '',
    ...(body.country ? { country: body.country } : {}),
  };
}
