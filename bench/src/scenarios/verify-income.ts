import { verifyIncome } from '@afrimedia/projections';
import { projectPlatform } from '../platform/generated-platform.ts';
import { formatNumber } from '../report/markdown.ts';
import { median } from '../stats.ts';
import type { Scenario } from './scenario.ts';

const TARGET_SECONDS = 120;

/**
 * `verifyIncome` over the generated platform once its read models are rebuilt: the whole feed's income events
 * recomputed with the domain's rules and compared with every ledger line, statement and payout.
 */
export const verifyIncomeScenario: Scenario = {
  name: 'verify-income',
  async run({ platform: generated, sizes, log }) {
    const platform = await generated();
    await projectPlatform(platform);
    const seconds: number[] = [];
    let last: Awaited<ReturnType<typeof verifyIncome>> | undefined;
    for (let run = 0; run < sizes.rebuildRuns; run += 1) {
      const started = performance.now();
      last = await verifyIncome({ store: platform.store, db: platform.db });
      seconds.push((performance.now() - started) / 1000);
      log(`  run ${run + 1}: ${last.events} events verified in ${seconds.at(-1)!.toFixed(1)} s`);
      if (last.difference) throw new Error(`income differs: ${JSON.stringify(last.difference)}`);
    }
    const value = median(seconds);
    return {
      name: 'verify-income',
      title: `Verifying authors' income over the generated platform`,
      figures: [{ measure: 'verify-income over the generated platform', value, unit: 's', runs: seconds }],
      targets: [
        {
          goal: `verify-income < ${TARGET_SECONDS} s`,
          measured: `${value.toFixed(1)} s`,
          met: value < TARGET_SECONDS,
        },
      ],
      notes: [
        `\`verifyIncome\` (what \`npm run verify-income\` runs) after the read models were rebuilt: it reads the ` +
          `${formatNumber(last?.events ?? 0)} income events of the platform's ${formatNumber(platform.size.events)} ` +
          `(rate cards, qualified and refused reads, clicks) from the start of the feed, recomputes ` +
          `${formatNumber(last?.lines ?? 0)} ledger lines and ${formatNumber(last?.statements ?? 0)} statements of ` +
          `${formatNumber(last?.authors ?? 0)} authors with the domain's rules and compares them with the read model; ` +
          `every run found no difference. ${sizes.rebuildRuns} runs, median.`,
      ],
    };
  },
};
