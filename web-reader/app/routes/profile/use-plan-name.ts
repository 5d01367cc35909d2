import { useTextOf } from '../../i18n/use-t.ts';

/**
 * A plan and its period in the reader's language, from the names the API gives (`premium`, `month`) or from a
 * plan id (`premium-month`); a name the catalogue does not have shows as the API wrote it.
 */
export function usePlanName() {
  const planText = useTextOf('profile.subscriptions.plan.');
  const periodText = useTextOf('profile.subscriptions.period.');
  return (planOrId: string, period?: string) => {
    if (period !== undefined) return { plan: planText(planOrId), period: periodText(period) };
    const dash = planOrId.lastIndexOf('-');
    return { plan: planText(planOrId.slice(0, dash)), period: periodText(planOrId.slice(dash + 1)) };
  };
}
