import { projectPlatform, type GeneratedPlatform } from '../platform/generated-platform.ts';
import type { ScenarioContext } from '../scenarios/scenario.ts';
import { startPlatformProcess, type PlatformProcess } from './platform-process.ts';

/**
 * Runs `load` against the generated platform, projected and served with the reader `build` by a process of its
 * own, and stops that process once `load` is done, whether or not it failed.
 */
export async function withServedPlatform<T>(
  { platform: generated, readerBuild }: Pick<ScenarioContext, 'platform' | 'readerBuild'>,
  load: (platform: GeneratedPlatform, server: PlatformProcess, build: string) => Promise<T>,
): Promise<T> {
  const platform = await generated();
  await projectPlatform(platform);
  const build = await readerBuild();
  const server = await startPlatformProcess(platform.url, build);
  try {
    return await load(platform, server, build);
  } finally {
    await server.stop();
  }
}
