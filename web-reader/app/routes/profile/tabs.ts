/**
 * The account's tabs (spec §2 account settings, the subscription tab, the account's profiles and the devices it is
 * signed in on, what Premium saved for offline), in menu order.
 */
export const TABS = [
  'personal',
  'login',
  'preferences',
  'notifications',
  'language',
  'icon',
  'history',
  'hide-watched',
  'profiles',
  'devices',
  'subscriptions',
  'saved',
  'delete',
] as const;

export type Tab = (typeof TABS)[number];

/** Spec §2: `t=1` and `t=subscriptions` open the subscription tab; anything unknown opens the first one. */
export function tabOf(value: string | null): Tab {
  if (value === '1') return 'subscriptions';
  return TABS.find((tab) => tab === value) ?? 'personal';
}

export const tabPath = (tab: Tab) => `/profile?t=${tab}`;
