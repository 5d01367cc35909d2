export { createApp, type AppDependencies } from './app.ts';
export { startPlatform, type RunningPlatform } from './platform/platform.ts';
export { openPlatformDatabase, type PlatformDatabase } from './platform/database.ts';
export { createLogger, type Logger } from './logger.ts';
export type { WebApp } from './http/web-apps.ts';
export { sessionStore } from './auth/sessions.ts';
export { accessTokens } from './auth/access-tokens.ts';
export { createApiDb, type ApiDb } from './storage/api-db.ts';
export type { LocalCardEntry } from './payments/payment-provider.ts';
export { openPlatformEventStore } from './platform/platform-event-store.ts';
export { migrateApiTables } from './storage/migrate-api.ts';
export {
  createPlatformMetrics,
  watchEncoderQueue,
  watchProjections,
  watchRelays,
} from './metrics/platform-metrics.ts';
export { exportedEvents } from './use-cases/export-events.ts';
export { filteredEvents } from './routes/admin/events/event-feed.ts';
export { contentPageSplit, type ContentPageStep } from './routes/pages/content-page-split.ts';
