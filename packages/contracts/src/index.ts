export * from './call.ts';
export * from './fields.ts';
export * from './auth.ts';
export { openApiDocument } from './openapi.ts';
export { allCalls } from './all-calls.ts';
export * from './pages.ts';
export * from './author.ts';
export * from './actions.ts';
export * from './contact.ts';
