import { createHash } from 'node:crypto';
import type { Audience } from '@afrimedia/read-models';
import type { Request, Response } from 'express';

/**
 * Lets browsers and shared caches keep a public page's answer and ask again with `If-None-Match`: express answers
 * 304 with no body when the tag they send is still this answer's (`request.fresh`).
 *
 * The tag hashes the answer itself with the audience it was made for: a page carries counts, related contents,
 * its author's and publication's rows, which all change without the content's own row, and a tag of that row alone
 * would confirm a page whose likes have moved on.
 *
 * Every use is checked with the API (`max-age=0, must-revalidate`), never served from a cache on its own: the
 * answer moves with every like and view, and depends on the reader's country, which for a visitor comes from the
 * request's address, something no `Vary` can name. A check costs one request and spares the body. A signed-in
 * reader's country comes from the profile, so that answer is `private`; `Vary` keeps the anonymous one from being
 * offered for a request that carries credentials (a bearer token or the session cookie). The request's language
 * plays no part in the answer (only in a refusal's message, which is not tagged), so it is no `Vary`.
 */
export function cacheableAnswer<T>(request: Request, response: Response, audience: Audience, answer: T): T {
  response.set('ETag', answerTag(audience, answer));
  response.set(
    'Cache-Control',
    request.ctx.user ? 'private, max-age=0, must-revalidate' : 'public, max-age=0, must-revalidate',
  );
  response.vary('Authorization');
  response.vary('Cookie');
  return answer;
}

/** The weak tag of `answer` as made for `audience`. */
export function answerTag(audience: Audience, answer: unknown): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([audience.readerCountry ?? null, audience.ageLimit, audience.maxAge ?? null, answer]),
    )
    .digest('base64url')
    .slice(0, 27);
  return `W/"${hash}"`;
}

/**
 * An answer made for one reader alone, such as one carrying their freemium meter, which moves with each reading:
 * no cache may keep it, and a tag of a shared answer never stands for it.
 */
export function personalAnswer<T>(response: Response, answer: T): T {
  response.set('Cache-Control', 'private, no-store');
  response.vary('Authorization');
  response.vary('Cookie');
  return answer;
}
