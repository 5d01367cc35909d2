export * from './core/decider.ts';
export * from './core/domain-error.ts';
export * from './core/errors.ts';
export * from './core/event-definition.ts';
