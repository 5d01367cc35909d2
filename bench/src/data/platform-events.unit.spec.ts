import { eventDefinition } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { platformLayout, platformPhases, type PlatformSize } from './platform-events.ts';

const size: PlatformSize = { events: 3_000, users: 100, articles: 200, authorEvery: 25 };
const written = (seed?: number) => platformPhases(size, seed).flatMap((phase) => [...phase.appends()]);

describe('platformPhases', () => {
  it('writes exactly the events asked for', () => {
    expect(written().reduce((sum, append) => sum + append.events.length, 0)).toBe(size.events);
  });

  it('writes the same events, ids included, for the same seed, and others for another seed', () => {
    expect(written(7)).toEqual(written(7));
    expect(written(8)[0]!.events[0]!.id).not.toBe(written(7)[0]!.events[0]!.id);
  });

  it('writes only events the domain accepts', () => {
    for (const { events } of written())
      for (const event of events)
        expect(() => eventDefinition(event.type).schema.parse(event.data)).not.toThrow();
  });

  it('mixes validations, articles in four languages, rate cards and readers engagement, paid and refused', () => {
    const types = new Set(written().flatMap(({ events }) => events.map((event) => event.type)));
    for (const type of [
      'AuthorValidated',
      'PublicationValidated',
      'ContentPublished',
      'ContentRead',
      'RateCardPublished',
      'ContentReadQualified',
      'ContentReadRefused',
      'ContentClicked',
      'Liked',
      'AuthorFollowed',
    ])
      expect(types).toContain(type);
    const languages = new Set(
      written()
        .flatMap(({ events }) => events)
        .filter((event) => event.type === 'ContentDrafted')
        .map((event) => Object.keys((event.data as { shortName: object }).shortName)[0]),
    );
    expect([...languages].sort()).toEqual(['ar', 'en', 'es', 'fr']);
  });

  it('refuses a size too small for its structure', () => {
    expect(() => platformPhases({ ...size, events: platformLayout(size).structuralEvents - 1 })).toThrow();
  });
});
