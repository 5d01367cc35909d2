import { apiLoadScenario } from './api-load.ts';
import { appendsScenario } from './appends.ts';
import { kafkaScenario } from './kafka.ts';
import { lagScenario } from './lag.ts';
import { lighthouseScenario } from './lighthouse.ts';
import { likeToggleScenario } from './like-toggle.ts';
import { readerScenario } from './reader.ts';
import { rebuildScenario } from './rebuild.ts';
import { verifyIncomeScenario } from './verify-income.ts';
import type { Scenario } from './scenario.ts';

/** In the order a run takes them: rebuild first among those that read the generated platform (it projects it). */
export const scenarios: readonly Scenario[] = [
  appendsScenario,
  rebuildScenario,
  kafkaScenario,
  verifyIncomeScenario,
  lagScenario,
  apiLoadScenario,
  likeToggleScenario,
  readerScenario,
  lighthouseScenario,
];
