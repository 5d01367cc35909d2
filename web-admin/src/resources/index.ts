import adBreaks from './ad-breaks/index.ts';
import agendaEvents from './agenda-events/index.ts';
import articles from './articles/index.ts';
import authorApplications from './author-applications/index.ts';
import authors from './authors/index.ts';
import categories from './categories/index.ts';
import configuration from './configuration/index.ts';
import contactMessages from './contact-messages/index.ts';
import events from './events/index.ts';
import { incomeResources } from './income/index.ts';
import legalVersions from './legal-versions/index.ts';
import payments from './payments/index.ts';
import planPrices from './plan-prices/index.ts';
import podcasts from './podcasts/index.ts';
import projections from './projections/index.ts';
import publicationApplications from './publication-applications/index.ts';
import publications from './publications/index.ts';
import reports from './reports/index.ts';
import scheduledContent from './scheduled-content/index.ts';
import sitePages from './site-pages/index.ts';
import subscriptions from './subscriptions/index.ts';
import topics from './topics/index.ts';
import users from './users/index.ts';
import videos from './videos/index.ts';

/** Every resource of the console, in menu order: the queues first, then people and content, then operations. */
export const resources = {
  'author-applications': authorApplications,
  'publication-applications': publicationApplications,
  'scheduled-content': scheduledContent,
  reports,
  users,
  authors,
  publications,
  articles,
  videos,
  podcasts,
  'agenda-events': agendaEvents,
  categories,
  topics,
  'site-pages': sitePages,
  'legal-versions': legalVersions,
  'contact-messages': contactMessages,
  subscriptions,
  payments,
  'plan-prices': planPrices,
  'ad-breaks': adBreaks,
  ...incomeResources,
  events,
  projections,
  configuration,
};
