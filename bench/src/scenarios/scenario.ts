import type { BenchServer } from '../platform/bench-database.ts';
import type { ScenarioResult } from '../report/model.ts';
import type { BenchSizes } from '../sizes.ts';
import type { GeneratedPlatform } from '../platform/generated-platform.ts';

export interface ScenarioContext {
  readonly server: BenchServer;
  readonly sizes: BenchSizes;
  /** The generated platform, written and projected on first use and shared by the scenarios that read it. */
  platform(): Promise<GeneratedPlatform>;
  /** A production build of the reader app made for this run. */
  readerBuild(): Promise<string>;
  log(line: string): void;
}

export interface Scenario {
  readonly name: string;
  run(context: ScenarioContext): Promise<ScenarioResult>;
}
