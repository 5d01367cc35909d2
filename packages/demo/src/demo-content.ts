import type { ArticleBody, ContentKind, EpisodeNumber, Genre, Topic } from '@afrimedia/domain';
import { demoArticleBody } from './demo-article-bodies.ts';

/**
 * The demo platform a newcomer sees on `npm start`: authors from across the continent writing in the four
 * interface languages, publications in every state, and an agenda. Everything is created through commands.
 */

export const DEMO_PASSWORD = 'Demo-Passw0rd';

export interface DemoAuthor {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: 'en' | 'fr' | 'ar' | 'es';
  expertiseTitle: string;
  aboutMe: string;
  /** Pending authors applied but wait for the platform team's validation. */
  validated: boolean;
}

export const demoAdmin = { email: 'admin@afrimedia.test', firstName: 'Platform', lastName: 'Team' };
export const demoReader = {
  email: 'reader@afrimedia.test',
  firstName: 'Kofi',
  lastName: 'Mensah',
  country: 'gh',
};

export const demoAuthors: DemoAuthor[] = [
  {
    key: 'awa',
    email: 'awa.diop@afrimedia.test',
    firstName: 'Awa',
    lastName: 'Diop',
    country: 'sn',
    language: 'fr',
    expertiseTitle: 'Journaliste culturelle',
    aboutMe:
      'Je raconte la scène musicale et artistique de Dakar depuis quinze ans, pour la radio et la presse écrite.',
    validated: true,
  },
  {
    key: 'chidi',
    email: 'chidi.okafor@afrimedia.test',
    firstName: 'Chidi',
    lastName: 'Okafor',
    country: 'ng',
    language: 'en',
    expertiseTitle: 'Tech and startup reporter',
    aboutMe:
      'I cover the founders, investors and engineers building fintech and climate startups from Lagos to Nairobi.',
    validated: true,
  },
  {
    key: 'amina',
    email: 'amina.benali@afrimedia.test',
    firstName: 'Amina',
    lastName: 'Benali',
    country: 'ma',
    language: 'ar',
    expertiseTitle: 'كاتبة في الثقافة والأدب',
    aboutMe:
      'أكتب عن الأدب المغاربي والفنون والموسيقى منذ سنوات، وأقدّم برنامجًا إذاعيًا عن الكتب الجديدة في الرباط.',
    validated: true,
  },
  {
    key: 'lucia',
    email: 'lucia.nguema@afrimedia.test',
    firstName: 'Lucía',
    lastName: 'Nguema',
    country: 'gq',
    language: 'es',
    expertiseTitle: 'Periodista de salud y ciencia',
    aboutMe:
      'Escribo sobre salud pública, ciencia y educación en Guinea Ecuatorial y en toda África central desde Malabo.',
    validated: true,
  },
  {
    key: 'tendai',
    email: 'tendai.moyo@afrimedia.test',
    firstName: 'Tendai',
    lastName: 'Moyo',
    country: 'zw',
    language: 'en',
    expertiseTitle: 'Sports commentator',
    aboutMe:
      'Former footballer turned commentator, following African football leagues and athletics every weekend.',
    validated: false,
  },
];

export type DemoPublicationState = 'published' | 'waiting_validation' | 'draft' | 'rejected' | 'archived';

export interface DemoPublication {
  key: string;
  author: string;
  name: string;
  description: string;
  topics: Topic[];
  /** Where the demo leaves it; a `published` one went through the platform team's validation. */
  state: DemoPublicationState;
}

export const demoPublications: DemoPublication[] = [
  {
    key: 'dakar-beats',
    author: 'awa',
    name: 'Dakar Beats',
    description: 'La musique, les arts et la culture urbaine du Sénégal.',
    topics: ['music', 'culture', 'art'],
    state: 'published',
  },
  {
    key: 'lagos-ventures',
    author: 'chidi',
    name: 'Lagos Ventures',
    description: 'Startups, fintech and the money behind African innovation.',
    topics: ['startup', 'tech', 'finance'],
    state: 'published',
  },
  {
    key: 'maghreb-pages',
    author: 'amina',
    name: 'صفحات مغاربية',
    description: 'الأدب والكتب والفنون في المغرب الكبير.',
    topics: ['literature', 'culture'],
    state: 'published',
  },
  {
    key: 'salud-central',
    author: 'lucia',
    name: 'Salud Central',
    description: 'Salud, ciencia y educación en África central.',
    topics: ['health', 'science', 'education'],
    state: 'published',
  },
  {
    key: 'climate-desk',
    author: 'chidi',
    name: 'Climate Desk',
    description: 'Climate adaptation stories from farms, coasts and cities.',
    topics: ['climate', 'innovation'],
    state: 'waiting_validation',
  },
  {
    key: 'aulas-abiertas',
    author: 'lucia',
    name: 'Aulas Abiertas',
    description: 'Escuelas, maestros y estudiantes de África central.',
    topics: ['education'],
    state: 'waiting_validation',
  },
  {
    key: 'saveurs-du-fleuve',
    author: 'awa',
    name: 'Saveurs du fleuve',
    description: 'Cuisine et recettes de la vallée du fleuve Sénégal.',
    topics: ['food'],
    state: 'draft',
  },
  {
    key: 'crypto-corner',
    author: 'chidi',
    name: 'Crypto Corner',
    description: 'Digital assets explained for first-time savers.',
    topics: ['crypto'],
    state: 'rejected',
  },
  {
    key: 'mode-d-hier',
    author: 'awa',
    name: "Mode d'hier",
    description: 'Archives de la mode ouest-africaine des années 1970.',
    topics: ['fashion', 'design'],
    state: 'archived',
  },
];

export interface DemoContent {
  publication: string;
  kind: ContentKind;
  title: string;
  shortName: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
  summary: string;
  /** Articles only. */
  body?: ArticleBody;
  topics: Topic[];
  country?: string;
  /** Where in the country it is about: search narrows by it. */
  region?: string;
  /** Spec §3 maturity rating, `N-age-restriction`; none is no age restriction. */
  maturity?: string;
  headline?: boolean;
  /** Exclusive to Premium subscribers: other readers get its first block and the offer to subscribe. */
  premiumOnly?: boolean;
  /** Videos and podcasts: their menu genre, and for a series episode its place in the series. */
  genre?: Genre;
  episode?: EpisodeNumber;
}

type Language = 'en' | 'fr' | 'ar' | 'es';

function article(
  publication: string,
  language: Language,
  title: string,
  summary: string,
  topics: Topic[],
  extra: Partial<DemoContent> = {},
): DemoContent {
  return {
    publication,
    kind: 'article',
    title,
    summary,
    body: demoArticleBody(
      language,
      title,
      [...title].reduce((sum, letter) => sum + letter.codePointAt(0)!, 0),
    ),
    topics,
    ...extra,
    shortName: { [language]: title, ...extra.shortName },
  };
}

function media(
  kind: 'video' | 'podcast',
  publication: string,
  language: Language,
  title: string,
  summary: string,
  topics: Topic[],
  filed: {
    genre: Genre;
    frenchName?: string;
    episode?: EpisodeNumber;
    maturity?: string;
    premiumOnly?: boolean;
  },
): DemoContent {
  const shortName = { [language]: title, ...(filed.frenchName ? { fr: filed.frenchName } : {}) };
  const { genre, episode, maturity, premiumOnly } = filed;
  return { publication, kind, title, shortName, summary, topics, genre, episode, maturity, premiumOnly };
}

/** A reader's report waiting for the platform team, about the published article of this title. */
export const demoReport = {
  articleTitle: 'Why fintech keeps winning in Lagos',
  comment: 'This reads like an advertisement for one payments startup, not like journalism.',
};

export const demoContents: DemoContent[] = [
  article(
    'dakar-beats',
    'fr',
    'Le mbalax fait son retour',
    'Une nouvelle génération de musiciens dakarois remet le mbalax au centre des soirées, entre tradition et électro.',
    ['music', 'culture'],
    { headline: true, region: 'Dakar', country: 'sn' },
  ),
  article(
    'dakar-beats',
    'fr',
    'Biennale de Dakar : ce qu’il faut voir',
    'Notre sélection des expositions de la Biennale, des galeries du Plateau aux ateliers de la Médina, pour tous les budgets.',
    ['art', 'culture'],
    { region: 'Dakar', country: 'sn' },
  ),
  article(
    'dakar-beats',
    'fr',
    'Les studios de Pikine',
    'Reportage dans les studios de quartier où se fabriquent les tubes de demain, avec des producteurs de moins de vingt-cinq ans.',
    ['music', 'innovation'],
    { region: 'Dakar', country: 'sn' },
  ),
  article(
    'dakar-beats',
    'fr',
    'Sabar et danse contemporaine',
    'Comment les chorégraphes sénégalais font dialoguer le sabar et la danse contemporaine sur les scènes du monde entier.',
    ['art', 'culture'],
    { premiumOnly: true },
  ),
  media(
    'video',
    'dakar-beats',
    'fr',
    'Concert au bord de l’océan',
    'Captation d’un concert acoustique sur la corniche de Dakar, au coucher du soleil, avec trois artistes invités.',
    ['music'],
    { genre: 'focus', premiumOnly: true },
  ),
  media(
    'podcast',
    'dakar-beats',
    'fr',
    'Entretien avec une griotte',
    'Une heure de conversation avec une griotte sur la transmission orale, la mémoire des familles et la musique.',
    ['culture', 'music'],
    { genre: 'interview' },
  ),
  article(
    'lagos-ventures',
    'en',
    'Why fintech keeps winning in Lagos',
    'Payments startups raised more than any other sector this year. We look at what investors see and what could go wrong.',
    ['finance', 'startup'],
    { headline: true, region: 'Lagos', country: 'ng' },
  ),
  article(
    'lagos-ventures',
    'en',
    'The engineers behind mobile money',
    'Meet the engineering teams that keep millions of daily transfers running on networks that were never built for them.',
    ['tech', 'innovation'],
    { region: 'Nairobi', country: 'ke' },
  ),
  article(
    'lagos-ventures',
    'en',
    'Raising a seed round from Accra',
    'A founder’s step-by-step account of raising a first round in Ghana, from angel investors to the first institutional cheque.',
    ['startup', 'business'],
    { region: 'Greater Accra', country: 'gh' },
  ),
  article(
    'lagos-ventures',
    'en',
    'Solar startups and the grid',
    'Off-grid solar companies now power more homes than the national grid in some regions. What does that mean for policy?',
    ['climate', 'business'],
  ),
  article(
    'lagos-ventures',
    'en',
    'Design thinking in Kigali',
    'How Rwandan product designers run user research in three languages and on very slow phones.',
    ['design', 'tech'],
    { region: 'Kigali', country: 'rw' },
  ),
  media(
    'video',
    'lagos-ventures',
    'en',
    'Master class: pitching investors',
    'A short master class on pitching to African and international investors, with examples of decks that worked.',
    ['startup', 'business'],
    { genre: 'master-class' },
  ),
  media(
    'video',
    'lagos-ventures',
    'en',
    'Grand interview: a fintech founder',
    'A long-form interview with a fintech founder on building trust, regulation and hiring engineers.',
    ['finance', 'tech'],
    { genre: 'grand-interview' },
  ),
  media(
    'podcast',
    'lagos-ventures',
    'en',
    'The week in African tech',
    'Our weekly round-up of funding, launches and shutdowns across the continent’s startup scene.',
    ['tech', 'startup'],
    { genre: 'talkshow' },
  ),
  media(
    'podcast',
    'lagos-ventures',
    'en',
    'Comedy hour: startup life',
    'Founders tell the funniest and most painful stories of their first year, live from a Lagos comedy club.',
    ['comedy', 'startup'],
    { genre: 'comedy', maturity: '16-age-restriction' },
  ),
  media(
    'video',
    'lagos-ventures',
    'en',
    'Founders’ diary: the first hire',
    'Episode one of our series following three founders: choosing the first employee when every naira counts.',
    ['startup', 'business'],
    { genre: 'series', episode: { season: 1, number: 1 } },
  ),
  media(
    'video',
    'lagos-ventures',
    'en',
    'Founders’ diary: the first customer',
    'Episode two: the founders knock on doors, run pilots for free and learn what customers really pay for.',
    ['startup', 'business'],
    { genre: 'series', episode: { season: 1, number: 2 } },
  ),
  media(
    'video',
    'lagos-ventures',
    'en',
    'Founders’ diary: one year later',
    'Season two opens a year on: one company raised money, one pivoted, and one closed. What they would do again.',
    ['startup', 'business'],
    { genre: 'series', episode: { season: 2, number: 1 } },
  ),
  article(
    'maghreb-pages',
    'ar',
    'رواياتٌ جديدةٌ من الرباط',
    'جولة في أحدث الروايات الصادرة في المغرب، من الرواية التاريخية إلى أدب الشباب، مع آراء القرّاء والنقّاد.',
    ['literature', 'culture'],
    {
      headline: true,
      region: 'Rabat-Salé-Kénitra',
      country: 'ma',
      shortName: { fr: 'Nouveaux romans de Rabat' },
    },
  ),
  article(
    'maghreb-pages',
    'ar',
    'الموسيقى الأندلسية في فاس',
    'كيف تحافظ المدارس الموسيقية في فاس على التراث الأندلسي وتنقله إلى جيل جديد من العازفين والمنشدين.',
    ['music', 'culture'],
    { region: 'Fès-Meknès', country: 'ma', shortName: { fr: 'Musique andalouse à Fès' } },
  ),
  article(
    'maghreb-pages',
    'ar',
    'الخطّ العربي والفنّ المعاصر',
    'فنّانون شباب يمزجون الخطّ العربي بالفنّ المعاصر في معارض تونس والجزائر، ويعرضون أعمالهم على الإنترنت.',
    ['art', 'design'],
    { country: 'tn', shortName: { fr: 'Calligraphie et art contemporain' } },
  ),
  article(
    'maghreb-pages',
    'ar',
    'مكتبات الأحياء الشعبية',
    'مبادرات تطوعية تفتح مكتبات صغيرة في الأحياء الشعبية لتشجيع الأطفال على القراءة والكتابة.',
    ['education', 'literature'],
    { country: 'dz', shortName: { fr: 'Bibliothèques de quartier' } },
  ),
  media(
    'podcast',
    'maghreb-pages',
    'ar',
    'حكايات من الصحراء',
    'سلسلة صوتية تروي حكايات شعبية من الصحراء الكبرى بصوت رواة محليين.',
    ['literature', 'culture'],
    { genre: 'fiction', frenchName: 'Contes du désert', maturity: '12-age-restriction' },
  ),
  media(
    'video',
    'maghreb-pages',
    'ar',
    'لقاء مع روائية جزائرية',
    'حوار مصوّر مع روائية جزائرية عن الكتابة والذاكرة والمنفى.',
    ['literature'],
    { genre: 'grand-interview', frenchName: 'Rencontre avec une romancière algérienne' },
  ),
  article(
    'salud-central',
    'es',
    'Vacunas en moto por la selva',
    'Los equipos de vacunación recorren pistas de tierra en moto para llegar a los pueblos más alejados de Río Muni.',
    ['health', 'science'],
    { headline: true, country: 'gq' },
  ),
  article(
    'salud-central',
    'es',
    'La malaria y los nuevos mosquiteros',
    'Un estudio local mide el efecto de los nuevos mosquiteros tratados en la reducción de casos de malaria infantil.',
    ['health', 'science'],
    { country: 'gq' },
  ),
  article(
    'salud-central',
    'es',
    'Escuelas que enseñan ciencia',
    'Profesores de Malabo y Bata crean laboratorios con material reciclado para enseñar física y química.',
    ['education', 'science'],
    { country: 'gq' },
  ),
  article(
    'salud-central',
    'es',
    'Cocina saludable con yuca',
    'Nutricionistas proponen recetas sencillas con yuca, pescado y verduras de temporada para toda la familia.',
    ['food', 'health'],
  ),
  article(
    'salud-central',
    'es',
    'Economía de los mercados locales',
    'Cómo funcionan los mercados de Malabo, quién fija los precios y por qué el crédito informal sigue siendo clave.',
    ['economy', 'business'],
    { country: 'gq' },
  ),
  media(
    'podcast',
    'salud-central',
    'es',
    'Hablemos de salud mental',
    'Psicólogos y pacientes hablan sin tabúes de la salud mental en las ciudades africanas.',
    ['health'],
    { genre: 'education', maturity: '16-age-restriction' },
  ),
  media(
    'video',
    'salud-central',
    'es',
    'Deporte en el barrio',
    'Un torneo de fútbol de barrio que reúne a jóvenes de toda la ciudad cada domingo.',
    ['sport', 'health'],
    { genre: 'sport-vox' },
  ),
  article(
    'climate-desk',
    'en',
    'Mangroves that protect the coast',
    'Communities in the Saloum delta replant mangroves to hold back the sea and bring the fish back.',
    ['climate'],
    { country: 'sn' },
  ),
  article(
    'climate-desk',
    'en',
    'Drought-proof farming in the Sahel',
    'Farmers test old and new techniques to keep harvests alive through longer dry seasons.',
    ['climate', 'innovation'],
    { region: 'Tillabéri', country: 'ne' },
  ),
  article(
    'aulas-abiertas',
    'es',
    'Escuelas que enseñan en lenguas locales',
    'Maestros de Malabo y Bata prueban clases en fang y bubi para que los niños aprendan a leer antes.',
    ['education'],
    { country: 'gq' },
  ),
  article(
    'saveurs-du-fleuve',
    'fr',
    'Le thiéboudienne de ma grand-mère',
    'La recette familiale du plat national sénégalais, pas à pas, avec les astuces qui font la différence.',
    ['food'],
    { country: 'sn' },
  ),
  article(
    'crypto-corner',
    'en',
    'Stablecoins for remittances',
    'Families use stablecoins to send money home. We explain the risks in plain words before anyone saves with them.',
    ['crypto', 'finance'],
  ),
  article(
    'mode-d-hier',
    'fr',
    'Les tailleurs de Bamako en 1975',
    'Photographies et souvenirs des grands tailleurs de Bamako et de la mode des années soixante-dix.',
    ['fashion', 'design'],
    { region: 'Bamako', country: 'ml' },
  ),
];

export interface DemoAgendaEvent {
  organiser: string;
  slug: string;
  title: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
  categorySlug: string;
  /** Days from the seeding day (in UTC). */
  inDays: number;
  /**
   * The hour it starts at, in UTC: fixed, so the hour the demo is seeded at never decides whether an event runs
   * past midnight (and is then written with both its dates, the longest span a page shows).
   */
  startsAtUtcHour: number;
  hours: number;
  place?: string;
  online: boolean;
  country?: string;
}

export const demoAgenda: DemoAgendaEvent[] = [
  {
    organiser: 'awa',
    slug: 'nuit-du-mbalax',
    title: { fr: 'Nuit du mbalax', en: 'Mbalax night' },
    categorySlug: 'music',
    inDays: 7,
    startsAtUtcHour: 21,
    hours: 4,
    place: 'Dakar',
    online: false,
    country: 'sn',
  },
  {
    organiser: 'chidi',
    slug: 'founders-meetup-lagos',
    title: { en: 'Founders meetup', fr: 'Rencontre des fondateurs' },
    categorySlug: 'startup',
    inDays: 12,
    startsAtUtcHour: 17,
    hours: 3,
    place: 'Lagos',
    online: false,
    country: 'ng',
  },
  {
    organiser: 'amina',
    slug: 'salon-du-livre-rabat',
    title: { ar: 'معرض الكتاب في الرباط', fr: 'Salon du livre de Rabat' },
    categorySlug: 'literature',
    inDays: 20,
    startsAtUtcHour: 9,
    hours: 8,
    place: 'Rabat',
    online: false,
    country: 'ma',
  },
  {
    organiser: 'lucia',
    slug: 'charla-salud-mental',
    title: { es: 'Charla sobre salud mental', en: 'Mental health talk' },
    categorySlug: 'health',
    inDays: 3,
    startsAtUtcHour: 18,
    hours: 2,
    online: true,
  },
];
