import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventDefinitions, schemaVersionOf, upcast, upcastEvent, UnknownEventType } from './catalogue.ts';
import { defineEvent } from './core/event-definition.ts';

describe('the event catalogue', () => {
  it('has exactly one schema per event type', () => {
    const types = eventDefinitions.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
    for (const definition of eventDefinitions) {
      expect(definition.schema, definition.type).toBeInstanceOf(z.ZodType);
      expect(definition.schemaVersion, definition.type).toBeGreaterThanOrEqual(1);
      for (let version = 1; version < definition.schemaVersion; version += 1) {
        expect(definition.upcasters[version], `${definition.type} upcaster from v${version}`).toBeTypeOf(
          'function',
        );
      }
    }
  });

  it('refuses a type it does not know', () => {
    expect(() => schemaVersionOf('SomethingHappened')).toThrow(UnknownEventType);
  });

  it('checks a stored payload against the schema when reading it', () => {
    expect(() => upcastEvent('EmailVerified', 1, { userId: 'u1' })).toThrow();
    expect(upcastEvent('EmailVerified', 1, { userId: 'u1', verifiedAt: '2026-01-01T00:00:00Z' })).toEqual({
      type: 'EmailVerified',
      data: { userId: 'u1', verifiedAt: '2026-01-01T00:00:00Z' },
    });
  });

  it('upcasts an old version step by step', () => {
    const Renamed = defineEvent('Renamed', z.object({ fullName: z.string(), locale: z.string() }), {
      schemaVersion: 3,
      upcasters: {
        1: ({ name, ...rest }) => ({ ...rest, fullName: name }),
        2: (data) => ({ ...data, locale: 'en' }),
      },
    });
    expect(upcast(Renamed, 1, { name: 'Amina' })).toEqual({ fullName: 'Amina', locale: 'en' });
    expect(upcast(Renamed, 2, { fullName: 'Amina' })).toEqual({ fullName: 'Amina', locale: 'en' });
    expect(upcast(Renamed, 3, { fullName: 'Amina', locale: 'fr' })).toEqual({
      fullName: 'Amina',
      locale: 'fr',
    });
  });
});
