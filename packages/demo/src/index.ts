export {
  DEMO_PASSWORD,
  demoAdmin,
  demoAgenda,
  demoAuthors,
  demoContents,
  demoPublications,
  demoReader,
  demoReport,
  type DemoAgendaEvent,
  type DemoAuthor,
  type DemoContent,
  type DemoPublication,
  type DemoPublicationState,
} from './demo-content.ts';
export { DEMO_CLIPS, demoPicture } from './demo-media.ts';
export type { DemoClip, DemoMediaFile, DemoMediaKind, DemoMediaPort, DemoPicture } from './demo-media.ts';
export { demoSitePages, type DemoSitePage } from './demo-site-pages.ts';
export { demoPlanPrices } from './demo-plan-prices.ts';
export { demoIncome } from './demo-income.ts';
export { demoAdBreaks, type DemoAdBreak } from './demo-ad-breaks.ts';
