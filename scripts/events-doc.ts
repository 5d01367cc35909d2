import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eventCatalogueMarkdown } from '@afrimedia/domain/event-docs';

/** Writes docs/events.md from the domain's event catalogue. */
const doc = resolve(import.meta.dirname, '../docs/events.md');
writeFileSync(doc, eventCatalogueMarkdown());
console.log(`wrote ${doc}`);
