import { thumbnailPng } from './thumbnail.ts';

/** Calls of the platform's API that set the scene for the console test, as the studio and the reader make them. */

export interface Row {
  slug: string;
  title: string;
}

async function call<T>(url: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${url}/api${path}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const DEMO_PASSWORD = 'Demo-Passw0rd';

export async function signIn(url: string, email: string): Promise<string> {
  const tokens = await call<{ token: string }>(url, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return tokens.token;
}

async function uploadThumbnail(url: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(thumbnailPng())], { type: 'image/png' }), 'thumbnail.png');
  const response = await fetch(`${url}/api/uploads/thumbnail`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`the thumbnail upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** A verified author creates a publication, with its thumbnail, and asks for its validation. */
export async function submitPublication(url: string, token: string, name: string): Promise<{ slug: string }> {
  return call(url, '/author/contents/playlist', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name,
      description: 'Recipes from the markets of the Sahel, season by season.',
      topics: ['food'],
      thumbnail: await uploadThumbnail(url, token),
      submit: true,
    }),
  });
}

export async function searchArticles(url: string, filter?: string): Promise<Row[]> {
  const query = new URLSearchParams({ type: 'article', ...(filter ? { filter } : {}) });
  return (await call<{ rows: Row[] }>(url, `/pages/search/?${query}`)).rows;
}

/** A reader reports an article, naming its page as the reader app links it. */
export async function reportArticle(url: string, token: string, article: Row): Promise<void> {
  await call(url, '/actions/report', {
    method: 'POST',
    token,
    body: JSON.stringify({
      link: `${url}/articles/${article.slug}`,
      title: article.title,
      comment: 'Copied word for word from another site.',
    }),
  });
}

export interface AuthorContent {
  slug: string;
  status: string;
  /** Why the platform team refused the publication, while it is refused. */
  rejection_reason: string | null;
}

export async function authorPublication(url: string, token: string, slug: string): Promise<AuthorContent> {
  return call(url, `/author/contents/${encodeURIComponent(slug)}`, { token });
}

/** A reader asks to become an author, as the profile screen's author upgrade does. */
export async function applyAsAuthor(url: string, token: string): Promise<void> {
  await call(url, '/auth/profile', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      role: 'owner',
      expertise_title: 'Film critic',
      about_me:
        'I have reviewed African cinema for community radio for ten years, from Ouagadougou to Durban.',
    }),
  });
}

export interface AuthorApplication {
  status: string;
  reason: string | null;
}

/** What the applicant's pending screen shows. */
export async function ownApplication(url: string, token: string): Promise<AuthorApplication> {
  return call(url, '/author/application', { token });
}
