import type { AdminCallContract } from './simple-rest.ts';
import { adminAdBreaksCalls } from './ad-breaks.ts';
import { adminAgendaEventsCalls } from './agenda-events.ts';
import { adminAuthorApplicationsCalls } from './author-applications.ts';
import { adminAuthorsCalls } from './authors.ts';
import { adminCategoriesCalls, adminTopicsCalls } from './categories.ts';
import { adminConfigurationCalls } from './configuration.ts';
import { adminContactMessagesCalls } from './contact-messages.ts';
import { adminArticlesCalls, adminPodcastsCalls, adminVideosCalls } from './contents.ts';
import { adminEventsCalls } from './events.ts';
import {
  adminIncomeVerificationsCalls,
  adminPayoutsCalls,
  adminRateCardsCalls,
  adminRefusedReadsCalls,
  adminStatementsDueCalls,
} from './income.ts';
import { adminLegalVersionsCalls } from './legal-versions.ts';
import { adminPlanPricesCalls } from './plan-prices.ts';
import { adminProjectionsCalls } from './projections.ts';
import { adminPublicationApplicationsCalls } from './publication-applications.ts';
import { adminPublicationsCalls } from './publications.ts';
import { adminQueuesCalls } from './queues.ts';
import { adminReportsCalls } from './reports.ts';
import { adminScheduledContentCalls } from './scheduled-content.ts';
import { adminSitePagesCalls } from './site-pages.ts';
import { adminPaymentsCalls, adminSubscriptionsCalls } from './subscriptions.ts';
import { adminUsersCalls } from './users.ts';

export * from './simple-rest.ts';
export * from './queues.ts';
export * from './author-applications.ts';
export * from './publication-applications.ts';
export * from './scheduled-content.ts';
export * from './reports.ts';
export * from './users.ts';
export * from './authors.ts';
export * from './publications.ts';
export * from './contents.ts';
export * from './events.ts';
export * from './legal-versions.ts';
export * from './contact-messages.ts';
export * from './subscriptions.ts';
export * from './plan-prices.ts';
export * from './ad-breaks.ts';
export * from './agenda-events.ts';
export * from './projections.ts';
export * from './configuration.ts';
export * from './site-pages.ts';
export * from './categories.ts';
export * from './income.ts';

/** The admin console's API by resource, as its URLs name them. */
export const adminResources = {
  queues: adminQueuesCalls,
  'author-applications': adminAuthorApplicationsCalls,
  'publication-applications': adminPublicationApplicationsCalls,
  'scheduled-content': adminScheduledContentCalls,
  reports: adminReportsCalls,
  users: adminUsersCalls,
  authors: adminAuthorsCalls,
  publications: adminPublicationsCalls,
  articles: adminArticlesCalls,
  videos: adminVideosCalls,
  podcasts: adminPodcastsCalls,
  events: adminEventsCalls,
  'legal-versions': adminLegalVersionsCalls,
  'contact-messages': adminContactMessagesCalls,
  subscriptions: adminSubscriptionsCalls,
  payments: adminPaymentsCalls,
  'plan-prices': adminPlanPricesCalls,
  'ad-breaks': adminAdBreaksCalls,
  'rate-cards': adminRateCardsCalls,
  'statements-due': adminStatementsDueCalls,
  payouts: adminPayoutsCalls,
  'refused-reads': adminRefusedReadsCalls,
  'income-verifications': adminIncomeVerificationsCalls,
  'agenda-events': adminAgendaEventsCalls,
  projections: adminProjectionsCalls,
  configuration: adminConfigurationCalls,
  'site-pages': adminSitePagesCalls,
  categories: adminCategoriesCalls,
  topics: adminTopicsCalls,
} as const;

/**
 * Every call of the admin console's API (/api/admin), beside the spec's call table (`allCalls`): the OpenAPI
 * document describes both, and the admin routes serve these.
 */
export const adminCalls: readonly AdminCallContract[] = Object.values(adminResources).flatMap(
  (calls: Record<string, AdminCallContract>) => Object.values(calls),
);
