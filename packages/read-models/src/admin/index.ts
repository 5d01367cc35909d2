/** The admin console's read queries, one file per resource; the API's admin routes serve their answers. */
export { containing, secondsBetween, type AdminDb } from './list-sql.ts';
export * from './author-applications.queries.ts';
export * from './publication-applications.queries.ts';
export * from './scheduled-content.queries.ts';
export * from './reports.queries.ts';
export * from './users.queries.ts';
export * from './authors.queries.ts';
export * from './publications.queries.ts';
export * from './contents.queries.ts';
export * from './legal-versions.queries.ts';
export * from './contact-messages.queries.ts';
export * from './subscriptions.queries.ts';
export * from './payments.queries.ts';
export * from './agenda-events.queries.ts';
export * from './site-pages.queries.ts';
export * from './queues.queries.ts';
export * from './projections.queries.ts';
export * from './categories.queries.ts';
