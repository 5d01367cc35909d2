import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eventDefinitions } from '@afrimedia/domain';
import { eventCatalogueMarkdown } from '@afrimedia/domain/event-docs';
import { describe, expect, it } from 'vitest';

const written = readFileSync(resolve(import.meta.dirname, '../docs/events.md'), 'utf8');

describe('docs/events.md', () => {
  it('is what the domain catalogue gives today (else: npm run docs:events)', () => {
    expect(written === eventCatalogueMarkdown(), 'docs/events.md is stale: run npm run docs:events').toBe(
      true,
    );
  });

  it('has a section for every event type', () => {
    const headings = [...written.matchAll(/^### (\S+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(eventDefinitions.map((definition) => definition.type));
  });
});
