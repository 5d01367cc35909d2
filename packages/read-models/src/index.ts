export type { ReadModels } from './database.ts';
export type { CheckpointsTable, Checkpoint } from './checkpoints.table.ts';
export { migrateReadModels } from './migrate.ts';
export { readModelMigrations } from './migrations/index.ts';
export { createReadModelsDb } from './connect.ts';
export { currentPlanPrices, type CurrentPlanPrice } from './plans.queries.ts';
export { activeAdBreaks, type ActiveAdBreak } from './ad-breaks.queries.ts';
export type { AdBreaksAdsTable } from './ad-breaks.table.ts';
export { readerPayments, type ReaderPayment, type ReaderPayments } from './reader-payments.queries.ts';
export type { AccountsUsersTable, AccountUser, NewAccountUser, AccountUserUpdate } from './accounts.table.ts';
export { subscriberOf } from './account-subscription.ts';
export type {
  SearchAuthorsTable,
  SearchDocumentsTable,
  SearchDocument,
  SearchPopularityTable,
  SearchWordsTable,
} from './search.table.ts';
export {
  SEARCH_CANDIDATES,
  searchContents,
  searchPlaces,
  type SearchParams,
  type SearchPlaces,
  type SearchHit,
  type SearchResults,
} from './search.queries.ts';
export type { OutboxMessage } from './reactors.table.ts';
export type {
  ListedPageContent,
  PageContent,
  PagePublication,
  PageAuthor,
  PageAgendaEvent,
  PagesAgendaTable,
  PagesAuthorsTable,
  PagesContentsTable,
  PagesPublicationsTable,
  PagesSitePagesTable,
  SitePage,
} from './pages.table.ts';
export {
  homePage,
  contentBySlug,
  contentBySlugAt,
  checkpointsAt,
  publicationBySlug,
  authorPage,
  categoryContents,
  categoryPublications,
  categoryAuthors,
  type Paging,
  upcomingAgenda,
  epgSchedule,
  type Season,
  CAROUSEL_SLIDES,
  HEADLINES_CAP,
  type ContentCounts,
  type ContentPage,
  type CategoryParams,
} from './pages.queries.ts';
export { topicCounts, genreCounts, documentTypeCounts, sitePage, siteMenu } from './menus.queries.ts';
export type {
  EngagementRelationsTable,
  EngagementCountsTable,
  EngagementWatchedTable,
  EngagementRelation,
  EngagementCounts,
} from './engagement.table.ts';
export type {
  IncomeLedgerTable,
  IncomePayoutsTable,
  IncomeRateCardsTable,
  IncomeRefusedReadsTable,
  IncomeStatementsTable,
} from './income.table.ts';
export {
  contentIncome,
  incomeCentsOfAllTime,
  incomeLines,
  incomeStatements,
  type IncomeContentTotal,
  type IncomeLine,
  type IncomeLinesQuery,
  type IncomePeriod,
  type IncomeStatement,
} from './income.queries.ts';
export type { StatsContentAuthorsTable, StatsDailyTable, StatsDailyReadersTable } from './stats.table.ts';
export { contentStats, authorStats, type StatsPeriod, type StatsRow } from './stats.queries.ts';
export type {
  AdminPeopleTable,
  AdminAuthorApplicationsTable,
  AdminPublicationsTable,
  AdminReportsTable,
} from './admin-queues.table.ts';
export {
  waitingAuthors,
  waitingPublications,
  medianValidationWaitSeconds,
  RECENT_DECISIONS,
  type QueuePage,
  type WaitingAuthor,
  type WaitingPublication,
} from './admin-queues.queries.ts';
export { visibleTo, isAvailableIn, withinProfileLimit, type Audience } from './audience-filter.ts';
export * from './pages-api.queries.ts';
export { imageSrcset, smallestImageUrl, type ImageSources } from './image-sources.ts';
export type {
  OperationsContactMessagesTable,
  OperationsSiteConfigTable,
  OperationsLegalVersionsTable,
  OperationsSubscriptionsTable,
  OperationsPaymentsTable,
  SiteConfigRow,
} from './operations.table.ts';
export { siteConfig } from './operations.queries.ts';
export {
  SITEMAP_SECTIONS,
  sitemapPages,
  sitemapContents,
  sitemapPublications,
  sitemapAuthors,
  type SitemapSection,
  type SitemapPage,
  type SitemapRange,
} from './sitemap.queries.ts';
/** The admin console's read queries (`adminQueries.userPage`, …), one file per resource under admin/. */
export * as adminQueries from './admin/index.ts';
