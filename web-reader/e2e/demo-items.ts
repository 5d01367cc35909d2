/** Real slugs and ids of the demo content, read through the public API, for the pages the tests open. */
export interface DemoItems {
  readonly article: { readonly slug: string; readonly topic: string };
  readonly video: { readonly slug: string };
  readonly podcast: { readonly slug: string };
  readonly publication: { readonly slug: string };
  readonly event: { readonly slug: string; readonly category: string };
  readonly authorId: string;
  readonly videoGenre: string;
  readonly podcastGenre: string;
  readonly sitePage: string;
}

interface Row {
  slug: string;
  topics?: string[];
  author_id?: string;
  category?: string;
  starts_at?: string;
  ends_at?: string;
}

async function get<T>(url: string, path: string): Promise<T> {
  const response = await fetch(`${url}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

function first<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`the demo content holds no ${what}`);
  return row;
}

export async function demoItems(url: string): Promise<DemoItems> {
  const [home, videos, podcasts, playlists, events, navigation, menu] = await Promise.all([
    get<{ headlines: Row[] }>(url, '/pages/home'),
    get<{ rows: Row[] }>(url, '/pages/search/?type=video'),
    get<{ rows: Row[] }>(url, '/pages/search/?type=podcast'),
    get<{ rows: Row[] }>(url, '/pages/contents/?type=playlist'),
    get<Row[]>(url, '/pages/events'),
    get<Record<'videos' | 'podcasts', Array<{ slug: string; count?: number }>>>(url, '/pages/navigation'),
    get<Array<{ slug: string }>>(url, '/pages/menu'),
  ]);
  const article = first(home.headlines, 'headline article');
  const authorId = article.author_id ?? '';
  await get(url, `/pages/user/${encodeURIComponent(authorId)}`);
  // One running past midnight when there is one: its dates are written twice, the longest span a page shows.
  const event =
    events.find((row) => row.starts_at?.slice(0, 10) !== row.ends_at?.slice(0, 10)) ??
    first(events, 'upcoming event');
  const withContent = (entries: Array<{ slug: string; count?: number }>, what: string) =>
    first(
      entries.filter((entry) => (entry.count ?? 0) > 0),
      what,
    ).slug;
  return {
    article: { slug: article.slug, topic: first(article.topics ?? [], 'topic on an article') },
    video: { slug: first(videos.rows, 'video').slug },
    podcast: { slug: first(podcasts.rows, 'podcast').slug },
    publication: { slug: first(playlists.rows, 'publication').slug },
    event: { slug: event.slug, category: event.category ?? '' },
    authorId,
    videoGenre: withContent(navigation.videos, 'video genre with videos'),
    podcastGenre: withContent(navigation.podcasts, 'podcast genre with podcasts'),
    sitePage: (menu.find((page) => page.slug === 'who-are-we') ?? first(menu, 'static page')).slug,
  };
}

/** The slug of the demo's first headline article alone, for a run that opens no other page (Lighthouse, the bench). */
export async function demoHeadlineSlug(url: string): Promise<string> {
  const home = await get<{ headlines: Row[] }>(url, '/pages/home');
  return first(home.headlines, 'headline article').slug;
}
