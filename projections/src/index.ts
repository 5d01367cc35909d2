import { accountsProjection } from './accounts/accounts.projection.ts';
import { adBreaksProjection } from './ad-breaks/ad-breaks.projection.ts';
import { adminQueuesProjection } from './admin-queues/admin-queues.projection.ts';
import { engagementProjection } from './engagement/engagement.projection.ts';
import { incomeProjection } from './income/income.projection.ts';
import { notificationsProjection } from './notifications/notifications.projection.ts';
import { operationsProjection } from './operations/operations.projection.ts';
import { pagesProjection } from './pages/pages.projection.ts';
import { plansProjection } from './plans/plans.projection.ts';
import { schedulingProjection } from './scheduling/scheduling.projection.ts';
import { searchProjection } from './search/search.projection.ts';
import { statsProjection } from './stats/stats.projection.ts';
import type { OwningProjection } from './runtime/projection.ts';

export type { OwningProjection, Projection } from './runtime/projection.ts';
export type { ProjectedEvent } from './runtime/projected-event.ts';
export { startProjector, type ProjectorStatus, type RunningProjector } from './runtime/projector.ts';
export { startProjectorGroup, type ProjectorGroup } from './runtime/projector-group.ts';
export {
  accountsProjection,
  adBreaksProjection,
  adminQueuesProjection,
  engagementProjection,
  incomeProjection,
  notificationsProjection,
  operationsProjection,
  pagesProjection,
  plansProjection,
  schedulingProjection,
  searchProjection,
  statsProjection,
};
export { outboxRecipientOf, PLATFORM_TEAM } from './notifications/notifications.projection.ts';
export { runDueCommands, startScheduler, type DueReport } from './scheduling/due-commands.ts';

/** Every read-model projection of the platform. */
export const projections: readonly OwningProjection[] = [
  accountsProjection,
  adminQueuesProjection,
  engagementProjection,
  pagesProjection,
  searchProjection,
  notificationsProjection,
  schedulingProjection,
  statsProjection,
  operationsProjection,
  plansProjection,
  adBreaksProjection,
  incomeProjection,
];
export {
  replayProjection,
  replayProjections,
  type ReplayProgress,
  type ReplayResult,
} from './replay/replay.ts';
export { runFeedPass } from './runtime/feed-pass.ts';
export { progressBar } from './replay/progress-bar.ts';
export {
  verifyIncome,
  type IncomeDifference,
  type IncomeVerification,
  type IncomeVerificationProgress,
} from './income/verify-income.ts';
export { snapshotReadModels } from './testing/read-model-snapshot.ts';
export { startKafkaProjectors, type KafkaProjectors } from './kafka/kafka-projectors.ts';
export { projectionFeed, startProjectionFeedRelay, type ProjectionFeed } from './kafka/projection-feed.ts';
