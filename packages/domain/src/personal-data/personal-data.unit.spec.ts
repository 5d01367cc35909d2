import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventDefinitions } from '../catalogue.ts';
import {
  ERASED_TEXT,
  erasedEmail,
  PERSONAL_EVENT_TYPES,
  PERSONAL_FIELD,
  retentionHorizons,
  withPersonalErased,
} from './personal-data.ts';

const personalSchemaOf = (schema: z.ZodType): z.ZodType | undefined =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[PERSONAL_FIELD] : undefined;

describe('personal data', () => {
  const carriers = eventDefinitions.filter((definition) => personalSchemaOf(definition.schema) !== undefined);

  it('knows every event type of the catalogue that carries personal data, and only those', () => {
    expect(carriers.map((definition) => definition.type).sort()).toEqual([...PERSONAL_EVENT_TYPES].sort());
  });

  it.each(carriers.map((definition) => [definition.type, definition] as const))(
    '%s erased still satisfies its schema and holds nothing of the person',
    (type, definition) => {
      const personal = personalSchemaOf(definition.schema);
      const erased = withPersonalErased(type, 'user-u1', {
        userId: 'u1',
        [PERSONAL_FIELD]: { email: 'amina@example.test', name: 'Amina', phone: '+221700000000' },
      });
      expect(personal?.safeParse(erased[PERSONAL_FIELD]).success).toBe(true);
      expect(JSON.stringify(erased)).not.toMatch(/amina|\+221/i);
      expect(erased.userId).toBe('u1');
    },
  );

  it('gives each owner an erased address of its own', () => {
    expect(erasedEmail('user-a')).not.toBe(erasedEmail('user-b'));
    expect(withPersonalErased('ProfileCreated', 'user-a', { personal: { name: 'Kofi' } })).toEqual({
      personal: { name: ERASED_TEXT },
    });
    expect(
      withPersonalErased('ProfileEdited', 'user-a', { personal: { name: 'Kofi' }, colour: 'red' }),
    ).toEqual({ colour: 'red' });
  });

  it('keeps personal data 3 years and financial detail 10, in calendar years', () => {
    expect(retentionHorizons(new Date('2029-06-15T08:30:00Z'))).toEqual({
      personal: new Date('2026-06-15T08:30:00Z'),
      financial: new Date('2019-06-15T08:30:00Z'),
    });
    expect(retentionHorizons(new Date('2028-02-29T00:00:00Z')).personal).toEqual(
      new Date('2025-03-01T00:00:00Z'),
    );
  });

  it('refuses a type it has no erased form for', () => {
    expect(() => withPersonalErased('ContentLiked', 'user-a', {})).toThrow(/no erased form/);
  });
});
