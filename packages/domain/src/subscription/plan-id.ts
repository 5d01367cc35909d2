/** The plans and periods a reader subscribes to; free of schemas so the reader's browser code can use them. */
export const plans = ['basic', 'premium'] as const;
export const periods = ['day', 'week', 'month', 'year'] as const;
export type Plan = (typeof plans)[number];
export type Period = (typeof periods)[number];

/** The id readers subscribe with (the spec's `subscription_id`): `premium-month`. */
export type PlanId = `${Plan}-${Period}`;

export const planIdOf = (plan: Plan, period: Period): PlanId => `${plan}-${period}`;

export function parsePlanId(id: string): { plan: Plan; period: Period } | undefined {
  const plan = plans.find((candidate) => id.startsWith(`${candidate}-`));
  const period = periods.find((candidate) => id === `${plan}-${candidate}`);
  return plan && period ? { plan, period } : undefined;
}
