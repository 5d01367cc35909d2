import { startPlatformProcess, type PlatformProcess } from '../api/platform-process.ts';
import { projectPlatform, settlePlatform, type GeneratedPlatform } from '../platform/generated-platform.ts';
import type { ScenarioResult } from '../report/model.ts';
import type { Scenario, ScenarioContext } from './scenario.ts';

/** The generated platform, projected and served with the reader `build` by a process of its own. */
export interface ServedPlatform {
  readonly platform: GeneratedPlatform;
  readonly server: PlatformProcess;
  readonly build: string;
}

/**
 * A scenario that loads the served platform; the serving process is stopped once `load` is done, whether or not
 * it failed.
 */
export function servedPlatformScenario(
  name: string,
  load: (served: ServedPlatform, context: ScenarioContext) => Promise<ScenarioResult>,
): Scenario {
  return {
    name,
    async run(context) {
      const platform = await context.platform();
      await projectPlatform(platform);
      await settlePlatform(platform);
      const build = await context.readerBuild();
      const server = await startPlatformProcess(platform.url, build);
      try {
        return await load({ platform, server, build }, context);
      } finally {
        await server.stop();
      }
    },
  };
}
