export * from './test-api.ts';
export * from './pages-scenario.ts';
export * from './published-article.ts';
export { dispatchOutbox } from '../mail/outbox-dispatcher.ts';
export { synthesizeImage, synthesizeVideo } from '../media/synthesize-media.ts';
export { percentEncode } from './percent-encode.ts';
