import type { AccountsUsersTable } from './accounts.table.ts';
import type {
  AdminAuthorApplicationsTable,
  AdminPeopleTable,
  AdminPublicationsTable,
  AdminReportsTable,
} from './admin-queues.table.ts';
import type {
  EngagementCountsTable,
  EngagementRelationsTable,
  EngagementWatchedTable,
} from './engagement.table.ts';
import type {
  PagesAgendaTable,
  PagesAuthorsTable,
  PagesContentsTable,
  PagesPublicationsTable,
  PagesSitePagesTable,
} from './pages.table.ts';
import type { CheckpointsTable, KafkaOffsetsTable } from './checkpoints.table.ts';
import type {
  OperationsContactMessagesTable,
  OperationsLegalVersionsTable,
  OperationsPaymentsTable,
  OperationsSiteConfigTable,
  OperationsSubscriptionsTable,
} from './operations.table.ts';
import type {
  NotificationContentsTable,
  NotificationFollowersTable,
  NotificationOutboxTable,
  NotificationPeopleTable,
  NotificationPublicationsTable,
  SchedulingContentsTable,
  SchedulingPublicationsTable,
  SchedulingSubscriptionsTable,
} from './reactors.table.ts';
import type { PlansPricesTable } from './plans.table.ts';
import type { AdBreaksAdsTable } from './ad-breaks.table.ts';
import type {
  SearchAuthorsTable,
  SearchDocumentsTable,
  SearchPopularityTable,
  SearchWordsTable,
} from './search.table.ts';
import type {
  IncomeLedgerTable,
  IncomePayoutsTable,
  IncomeRateCardsTable,
  IncomeRefusedReadsTable,
  IncomeStatementsTable,
} from './income.table.ts';
import type { StatsContentAuthorsTable, StatsDailyReadersTable, StatsDailyTable } from './stats.table.ts';

/** The read side as kysely sees it; each projection adds its own tables here. */
export interface ReadModels {
  'projections.checkpoints': CheckpointsTable;
  'projections.kafka_offsets': KafkaOffsetsTable;
  'accounts.users': AccountsUsersTable;
  'engagement.relations': EngagementRelationsTable;
  'engagement.counts': EngagementCountsTable;
  'engagement.watched': EngagementWatchedTable;
  'stats.content_authors': StatsContentAuthorsTable;
  'stats.daily': StatsDailyTable;
  'stats.daily_readers': StatsDailyReadersTable;
  'income.rate_cards': IncomeRateCardsTable;
  'income.ledger': IncomeLedgerTable;
  'income.statements': IncomeStatementsTable;
  'income.refused_reads': IncomeRefusedReadsTable;
  'income.payouts': IncomePayoutsTable;
  'admin_queues.people': AdminPeopleTable;
  'admin_queues.author_applications': AdminAuthorApplicationsTable;
  'admin_queues.publications': AdminPublicationsTable;
  'admin_queues.reports': AdminReportsTable;
  'search.authors': SearchAuthorsTable;
  'pages.authors': PagesAuthorsTable;
  'pages.publications': PagesPublicationsTable;
  'pages.contents': PagesContentsTable;
  'pages.agenda': PagesAgendaTable;
  'pages.site_pages': PagesSitePagesTable;
  'search.documents': SearchDocumentsTable;
  'search.popularity': SearchPopularityTable;
  'search.words': SearchWordsTable;
  'notifications.people': NotificationPeopleTable;
  'notifications.outbox': NotificationOutboxTable;
  'notifications.followers': NotificationFollowersTable;
  'notifications.contents': NotificationContentsTable;
  'notifications.publications': NotificationPublicationsTable;
  'scheduling.publications': SchedulingPublicationsTable;
  'scheduling.contents': SchedulingContentsTable;
  'scheduling.subscriptions': SchedulingSubscriptionsTable;
  'operations.contact_messages': OperationsContactMessagesTable;
  'operations.site_config': OperationsSiteConfigTable;
  'operations.legal_versions': OperationsLegalVersionsTable;
  'operations.subscriptions': OperationsSubscriptionsTable;
  'operations.payments': OperationsPaymentsTable;
  'plans.prices': PlansPricesTable;
  'ad_breaks.ads': AdBreaksAdsTable;
}
