import { hasActiveSubscription } from '@afrimedia/domain/subscription';
import type { Config, User } from '../../server/root-data.server.ts';

/**
 * Spec §4 access gating, checked on every navigation to /: `authentication` sends a visitor to sign in;
 * `subscription` sends a reader without an active subscription to the subscription tab of their profile.
 */
export function homeGate(config: Pick<Config, 'app_access'>, user: User | null, now: Date): string | null {
  if (config.app_access === 'authentication' && !user) return '/login';
  if (config.app_access === 'subscription') {
    if (!user) return '/login';
    if (!hasActiveSubscription(user, now)) return '/profile?t=subscriptions';
  }
  return null;
}
