import { describe, expect, it } from 'vitest';
import { testUser } from '../../testing/root-data.ts';
import { homeGate } from './gate.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('access gating on /', () => {
  it('lets everyone in during the launch phase, and under freemium, which meters each content instead', () => {
    expect(homeGate({ app_access: 'free' }, null, now)).toBeNull();
    expect(homeGate({ app_access: 'freemium' }, null, now)).toBeNull();
  });

  it('sends a visitor to sign in when access needs authentication', () => {
    expect(homeGate({ app_access: 'authentication' }, null, now)).toBe('/login');
    expect(homeGate({ app_access: 'authentication' }, testUser(), now)).toBeNull();
  });

  it('sends a reader without an active subscription to the subscription tab', () => {
    expect(homeGate({ app_access: 'subscription' }, testUser(), now)).toBe('/profile?t=subscriptions');
    const ended = testUser({ subscription_id: 'sub-1', subscription_end: '2026-11-22T00:00:00Z' });
    expect(homeGate({ app_access: 'subscription' }, ended, now)).toBe('/profile?t=subscriptions');
    const active = testUser({ subscription_id: 'sub-1', subscription_end: '2026-12-01T00:00:00Z' });
    expect(homeGate({ app_access: 'subscription' }, active, now)).toBeNull();
  });
});
