import { LANGUAGES, type Language } from '@afrimedia/i18n';
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DefaultLayout from '../layouts/default.tsx';
import Article from '../routes/content/article.tsx';
import { testContentPage } from '../routes/content/test-content.ts';
import Agenda from '../routes/events/agenda.tsx';
import Epg from '../routes/events/epg.tsx';
import Event from '../routes/events/event.tsx';
import { agendaDays, bandHours, eventFacts, guideColumns } from '../routes/events/event-dates.server.ts';
import { rangeText } from '../routes/events/time-range.ts';
import { testEvent } from '../routes/events/test-event.ts';
import Publication from '../routes/listings/publication.tsx';
import Publications from '../routes/listings/publications.tsx';
import Profile from '../routes/profile/profile.tsx';
import Pending from '../routes/studio/apply/pending.tsx';
import { standing } from '../routes/studio/apply/standing.server.ts';
import { listedContent } from '../routes/studio/publications/listed-content.server.ts';
import type { AuthorContent } from '../routes/studio/publications/studio-state.ts';
import ContentStats from '../routes/studio/stats/content-stats.tsx';
import { labelledRows } from '../routes/studio/stats/period-label.server.ts';
import Stats from '../routes/studio/stats/stats.tsx';
import { testIncome } from '../routes/studio/stats/test-income.ts';
import type { RootData } from '../server/root-data.server.ts';
import { Root, storeOf } from '../testing/render-route.tsx';
import { testRootData, testUser } from '../testing/root-data.ts';
import { dateText } from './dates.server.ts';

/*
 * Every date the reader shows, written by a server in one time zone and hydrated by a browser in another, whose
 * clock is already in the next day and year and whose ICU writes dates otherwise: the page must hydrate to the
 * text the server sent, without React's mismatch (#418).
 */

const NOW = '2026-12-31T12:00:00.000Z';
const SERVER_TIME_ZONE = 'America/Los_Angeles';
/** 14 hours ahead of UTC: at NOW, 1 January 2027 there. */
const BROWSER_TIME_ZONE = 'Pacific/Kiritimati';

/** A browser whose ICU data differ from Node's: every date or name it writes comes out otherwise. */
const otherwise = (text: string) => `⟨${text}⟩`;

class OtherDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number) {
    return otherwise(super.format(date));
  }
  override formatRange(start: Date | number, end: Date | number) {
    return otherwise(super.formatRange(start, end));
  }
  override formatToParts(date?: Date | number) {
    return super.formatToParts(date).map((part) => ({ ...part, value: otherwise(part.value) }));
  }
}

class OtherDisplayNames extends Intl.DisplayNames {
  override of(code: string) {
    const name = super.of(code);
    return name === undefined ? name : otherwise(name);
  }
}

const LOCALE_STRINGS = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const;

function browserElsewhere() {
  process.env.TZ = BROWSER_TIME_ZONE;
  vi.stubGlobal(
    'Intl',
    Object.create(Intl, {
      DateTimeFormat: { value: OtherDateTimeFormat },
      DisplayNames: { value: OtherDisplayNames },
    }),
  );
  return LOCALE_STRINGS.map((name) => {
    const original = Date.prototype[name];
    return vi.spyOn(Date.prototype, name).mockImplementation(function (this: Date, ...args) {
      return otherwise(original.apply(this, args));
    });
  });
}

const serverTimeZone = process.env.TZ;
let spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  process.env.TZ = SERVER_TIME_ZONE;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  spies = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
  process.env.TZ = serverTimeZone;
});

/** A route module's component, handed its loader's data as the framework does. */
function pageOf(Screen: ComponentType<never>): ComponentType {
  const Component = Screen as ComponentType<{ loaderData: unknown }>;
  return function Page() {
    return <Component loaderData={useLoaderData()} />;
  };
}

interface Screen {
  readonly name: string;
  readonly url: string;
  readonly path: string;
  readonly Component: ComponentType<never>;
  /** The loader's data, written as the server writes it. */
  readonly data: (lang: Language) => unknown;
  /** The dates (and names) the server wrote, which the page must show. */
  readonly shows: (lang: Language) => readonly string[];
  readonly root?: Partial<RootData>;
}

function routesOf(screen: Screen, root: RootData, data: unknown): RouteObject[] {
  const store = storeOf(root);
  return [
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => <Root store={store} />,
      children: [
        {
          id: 'layout',
          Component: DefaultLayout,
          children: [
            { id: 'page', path: screen.path, loader: () => data, Component: pageOf(screen.Component) },
          ],
        },
      ],
    },
  ];
}

/** The page as the server sends it: its HTML, and its loaders' data as the browser receives it. */
async function serverRender(screen: Screen, lang: Language) {
  const root = testRootData(screen.root ?? {}, lang);
  const handler = createStaticHandler(routesOf(screen, root, screen.data(lang)));
  const context = await handler.query(new Request(`http://reader${screen.url}`));
  if (context instanceof Response) throw new Error(`${screen.url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return {
    html,
    root,
    loaderData: JSON.parse(JSON.stringify(context.loaderData)) as Record<string, unknown>,
    shows: screen.shows(lang),
  };
}

/**
 * Hydrates the server's HTML in the browser elsewhere: what React refused or complained of (a text or an
 * attribute the browser would have written otherwise), and the page's text once its effects ran.
 */
async function hydrate(screen: Screen, sent: Awaited<ReturnType<typeof serverRender>>) {
  const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  spies = [...browserElsewhere(), complaints];
  const router = createMemoryRouter(routesOf(screen, sent.root, sent.loaderData.page), {
    initialEntries: [screen.url],
    hydrationData: { loaderData: sent.loaderData },
  });
  const container = document.createElement('div');
  container.innerHTML = sent.html;
  document.body.append(container);
  const refused: string[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => refused.push(String(error)),
    }),
  );
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { refused: [...refused, ...complaints.mock.calls.map((call) => call.join(' '))], text };
}

const overnight = testEvent({
  slug: 'new-year-concert',
  title: { en: 'New year concert', fr: 'Concert du nouvel an' },
  starts_at: '2026-12-31T22:00:00.000Z',
  ends_at: '2027-01-01T02:00:00.000Z',
});
const today = testEvent({ starts_at: '2026-12-31T18:00:00.000Z', ends_at: '2026-12-31T20:30:00.000Z' });
const week = [
  '2026-12-31',
  '2027-01-01',
  '2027-01-02',
  '2027-01-03',
  '2027-01-04',
  '2027-01-05',
  '2027-01-06',
];
const LATE = '2026-12-31T23:30:00.000Z';

const author = testUser({
  role: 'owner',
  userVerificationStatus: 'verified',
  defaultPublicationSlug: 'ondes-du-sahel',
  subscription_id: 'subscription-1',
  subscription_end: LATE,
});

function authorContent(overrides: Partial<AuthorContent>): AuthorContent {
  return {
    id: 'c-1',
    kind: 'article',
    slug: 'the-new-dakar',
    title: 'The new Dakar',
    status: 'published',
    publication_id: 'p-1',
    updated_at: LATE,
    headline: false,
    premium_only: false,
    stream_url: null,
    media: null,
    version: 1,
    rejection_reason: null,
    ...overrides,
  };
}
const publication = authorContent({
  id: 'p-1',
  kind: 'playlist',
  slug: 'ondes-du-sahel',
  publication_id: null,
});

const figures = [
  { periodStart: '2026-12-28', views: 1200, likes: 30, shares: 4, audience: 800, incomeEuros: '0.26' },
];

const SCREENS: readonly Screen[] = [
  {
    name: 'the agenda',
    url: '/events',
    path: 'events',
    Component: Agenda,
    data: (lang) => ({ category: undefined, days: agendaDays(lang, [today, overnight]) }),
    shows: (lang) =>
      agendaDays(lang, [today, overnight]).flatMap((day) => [
        day.heading,
        ...day.events.map((e) => rangeText(e.when)),
      ]),
  },
  {
    name: 'the guide',
    url: '/epg',
    path: 'epg',
    Component: Epg,
    data: (lang) => ({
      days: guideColumns(
        lang,
        week.map((day) => ({
          day,
          events: day === week[0] ? [today, overnight] : day === week[1] ? [overnight] : [],
        })),
      ),
      hours: bandHours(lang),
    }),
    shows: (lang) => [
      ...guideColumns(lang, [{ day: week[0]!, events: [today, overnight] }]).flatMap((column) => [
        column.weekday,
        column.date,
        ...column.events.map((event) => rangeText(event.when)),
      ]),
      ...Object.values(bandHours(lang)).map(rangeText),
    ],
  },
  {
    name: 'an event',
    url: '/events/new-year-concert',
    path: 'events/:slug',
    Component: Event,
    data: (lang) => eventFacts(lang, overnight),
    shows: (lang) => {
      const { when, country } = eventFacts(lang, overnight);
      return [rangeText(when), country!];
    },
  },
  {
    name: 'an article',
    url: '/articles/fintech-in-lagos',
    path: 'articles/:slug',
    Component: Article,
    data: (lang) => testContentPage({ published_at: LATE }, { publishedOn: dateText(lang, LATE) }),
    shows: (lang) => [dateText(lang, LATE)],
  },
  {
    name: 'my subscription',
    url: '/profile?t=subscriptions',
    path: 'profile',
    Component: Profile,
    root: { user: author },
    data: (lang) => ({
      user: author,
      tab: 'subscriptions',
      countries: [],
      now: NOW,
      subscriptionEnd: dateText(lang, LATE),
      subscription: {
        active: true,
        autoRenew: true,
        plans: [],
        payments: [
          {
            id: 'payment-1',
            plan: 'premium',
            period: 'month',
            amountCents: 599,
            status: 'paid',
            failureReason: null,
            date: dateText(lang, LATE),
          },
        ],
      },
    }),
    shows: (lang) => [dateText(lang, LATE)],
  },
  {
    name: 'my publications',
    url: '/publications',
    path: 'publications',
    Component: Publications,
    root: { user: author },
    data: (lang) => ({
      rows: [],
      total: 0,
      page: 1,
      page_size: 20,
      mine: [listedContent(lang, publication)],
    }),
    shows: (lang) => [dateText(lang, LATE)],
  },
  {
    name: 'the article manager',
    url: '/publications/ondes-du-sahel',
    path: 'publications/:slug',
    Component: Publication,
    root: { user: author },
    data: (lang) => ({ managed: { publication, contents: [listedContent(lang, authorContent({}))] } }),
    shows: (lang) => [dateText(lang, LATE)],
  },
  {
    name: 'an author application',
    url: '/page/become-author-pending',
    path: 'page/become-author-pending',
    Component: Pending,
    root: { user: author },
    data: (lang) =>
      standing(lang, {
        status: 'rejected',
        submittedAt: '2026-12-30T23:30:00.000Z',
        decidedAt: LATE,
        reason: null,
        sent: null,
        medianValidationWaitSeconds: 3600,
      }),
    shows: (lang) => [dateText(lang, LATE)],
  },
  ...(['week', 'month', 'year'] as const).map((period): Screen => ({
    name: `the statistics by ${period}`,
    url: `/stats?period=${period}`,
    path: 'stats',
    Component: Stats,
    root: { user: author },
    data: (lang) => ({
      period,
      totals: { views: 1200, likes: 30, shares: 4, audience: 800, incomeEuros: '0.27' },
      rows: labelledRows(figures, period, lang),
      contents: [],
      income: testIncome(lang, period),
    }),
    shows: (lang) => {
      const income = testIncome(lang, period);
      if (income.state !== 'ready') throw new Error('the test income is ready');
      return [
        ...labelledRows(figures, period, lang).map((row) => row.label),
        ...income.statements.map((statement) => statement.label),
        ...(income.opened?.contents.flatMap((content) => content.lines.map((line) => line.when)) ?? []),
      ];
    },
  })),
  {
    name: "a content's statistics",
    url: '/stats/the-new-dakar?period=month',
    path: 'stats/:slug',
    Component: ContentStats,
    root: { user: author },
    data: (lang) => ({
      period: 'month',
      content: { slug: 'the-new-dakar', title: 'The new Dakar' },
      rows: labelledRows(figures, 'month', lang),
    }),
    shows: (lang) => labelledRows(figures, 'month', lang).map((row) => row.label),
  },
];

describe('dates in a browser elsewhere', () => {
  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each(SCREENS)('$name hydrates to the text the server sent', async (screen) => {
      const sent = await serverRender(screen, lang);
      const { refused, text } = await hydrate(screen, sent);
      expect(refused).toEqual([]);
      for (const written of [...sent.shows, '© 2026']) expect(text).toContain(written);
      expect(text).not.toContain('⟨');
    });
  });
});

/** Pages writing a date in the browser, as the reader did before: the test must catch both ways. */
const WRITTEN_IN_THE_BROWSER: readonly Screen[] = [
  {
    name: 'a date in its ICU',
    url: '/day',
    path: 'day',
    Component: () => <time>{new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(new Date(LATE))}</time>,
    data: () => null,
    shows: () => [],
  },
  {
    name: 'a year on its clock',
    url: '/year',
    path: 'year',
    Component: () => <p>© {new Date().getFullYear()}</p>,
    data: () => null,
    shows: () => [],
  },
];

describe('the browser elsewhere', () => {
  it.each(WRITTEN_IN_THE_BROWSER)('catches a page writing $name', async (screen) => {
    const { refused } = await hydrate(screen, await serverRender(screen, 'en'));
    expect(refused).not.toEqual([]);
  });
});
