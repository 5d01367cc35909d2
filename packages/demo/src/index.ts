export { seedDemoContent, type SeedOptions, type SeedReport } from './seed-demo.ts';
export type { DemoClip, DemoMediaFile, DemoMediaKind, DemoMediaPort, DemoPicture } from './demo-media.ts';
