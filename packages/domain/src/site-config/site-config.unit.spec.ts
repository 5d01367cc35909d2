import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { upcastEvent } from '../catalogue.ts';
import { siteConfigDecider, type ConfigureSite } from './decide.ts';
import type { SiteConfigEvent } from './site-config.ts';

const spec = deciderSpecification(siteConfigDecider);
const now = '2026-11-23T10:00:00.000Z';

const configure = (changes: Partial<ConfigureSite['data']> = {}): ConfigureSite => ({
  type: 'ConfigureSite',
  data: {
    appAccess: 'free',
    availableLanguages: ['en', 'fr'],
    defaultLanguage: 'fr',
    actorIsAdmin: true,
    ...changes,
  },
  metadata: { now, actorId: 'admin-1' },
});

const configured = (changes: Partial<SiteConfigEvent['data']> = {}): SiteConfigEvent => ({
  type: 'SiteConfigured',
  data: {
    appAccess: 'free',
    availableLanguages: ['en', 'fr'],
    defaultLanguage: 'fr',
    sitePasswordHash: null,
    configuredAt: now,
    ...changes,
  },
});

describe('site configuration', () => {
  it('records the whole configuration, without a wall until a password is given', () => {
    spec.given([]).when(configure()).then([configured()]);
    spec
      .given([])
      .when(configure({ sitePasswordHash: 'hash-1' }))
      .then([configured({ sitePasswordHash: 'hash-1' })]);
  });

  it('keeps the wall when no password is sent, and removes it when null is', () => {
    const walled = configured({ sitePasswordHash: 'hash-1' });
    spec
      .given([walled])
      .when(configure({ appAccess: 'authentication' }))
      .then([configured({ appAccess: 'authentication', sitePasswordHash: 'hash-1' })]);
    spec
      .given([walled])
      .when(configure({ sitePasswordHash: null }))
      .then([configured()]);
  });

  it('appends nothing when nothing changes', () => {
    spec.given([configured()]).when(configure()).then([]);
  });

  it('refuses an unknown access mode, no or unknown languages, a default outside the list', () => {
    spec
      .given([])
      .when(configure({ appAccess: 'everyone' }))
      .thenRejects('FIELDS_REQUIRED', 'appAccess');
    spec
      .given([])
      .when(configure({ availableLanguages: [] }))
      .thenRejects('FIELDS_REQUIRED', 'availableLanguages');
    spec
      .given([])
      .when(configure({ availableLanguages: ['en', 'de'] }))
      .thenRejects('FIELDS_REQUIRED', 'availableLanguages');
    spec
      .given([])
      .when(configure({ defaultLanguage: 'ar' }))
      .thenRejects('DEFAULT_LANGUAGE_NOT_AVAILABLE', 'defaultLanguage');
  });

  it('offers freemium, and reads a stored configuration that said `other` as free', () => {
    spec
      .given([configured()])
      .when(configure({ appAccess: 'freemium' }))
      .then([configured({ appAccess: 'freemium' })]);
    const stored = { ...configured().data, appAccess: 'other' };
    expect(upcastEvent('SiteConfigured', 1, stored)).toEqual(configured());
    const subscribers = { ...configured().data, appAccess: 'subscription' };
    expect(upcastEvent('SiteConfigured', 1, subscribers)).toEqual(configured({ appAccess: 'subscription' }));
  });

  it('is for the platform team only', () => {
    spec
      .given([])
      .when(configure({ actorIsAdmin: false }))
      .thenRejects('FORBIDDEN');
  });
});
