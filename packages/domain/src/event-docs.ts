import { z } from 'zod';
import { eventDefinitions } from './catalogue.ts';
import type { EventDefinition } from './core/event-definition.ts';
import { PERSONAL_FIELD } from './personal-data/personal-data.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

interface Field {
  readonly path: string;
  readonly type: string;
  readonly required: boolean;
}

/** How a schema reads in one cell: its type, its values when they are few, `a | b` for a choice. */
function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return choice.map(typeOf).join(' \\| ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['any'];
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
      if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
        return `record of ${typeOf(schema.additionalProperties)}`;
      return type === 'string' && schema.format ? `string (${schema.format})` : type;
    })
    .join(' \\| ');
}

/** Every field, nested objects (in arrays too) as dotted paths under their parent's row. */
function fieldsOf(schema: JsonSchema, prefix = ''): Field[] {
  const objectOf = schema.type === 'array' ? schema.items : schema;
  if (!objectOf?.properties) return [];
  const required = new Set(objectOf.required ?? []);
  return Object.entries(objectOf.properties).flatMap(([name, property]) => {
    const path = `${prefix}${name}${property.type === 'array' ? '[]' : ''}`;
    return [
      { path, type: typeOf(property), required: required.has(name) },
      ...fieldsOf(property, `${path}.`),
    ];
  });
}

function section(definition: EventDefinition): string {
  const schema = z.toJSONSchema(definition.schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const fields = fieldsOf(schema);
  const upgrades = Object.keys(definition.upcasters).map(Number);
  const notes = [
    `Schema version ${definition.schemaVersion}.`,
    ...(upgrades.length > 0 ? [`Stored versions ${upgrades.join(', ')} are upcast on read.`] : []),
    ...(schema.properties?.[PERSONAL_FIELD]
      ? [
          `\`${PERSONAL_FIELD}\` is sealed under its owner's key in the store and on Kafka, and reads as erased once the owner is deleted.`,
        ]
      : []),
  ];
  const table =
    fields.length === 0
      ? ['No fields.']
      : [
          '| Field | Type | Required |',
          '| --- | --- | --- |',
          ...fields.map(
            (field) => `| \`${field.path}\` | ${field.type} | ${field.required ? 'yes' : 'no'} |`,
          ),
        ];
  return [`### ${definition.type}`, '', notes.join(' '), '', ...table].join('\n');
}

/** `docs/events.md`: every event type of the catalogue, in its order, with its version and its fields. */
export function eventCatalogueMarkdown(): string {
  return [
    '# Events',
    '',
    '<!-- Generated from the domain catalogue (packages/domain/src/catalogue.ts) by `npm run docs:events`; a unit',
    'test fails when this file differs from what the catalogue gives. Do not edit by hand. -->',
    '',
    `Every event the platform stores: ${eventDefinitions.length} types. Each is relayed to Kafka on the topic of its`,
    "stream's category (`afrimedia.<category>`), keyed by stream id, with its id, type, schema version and global",
    'position in headers. Payloads are JSON objects with the fields below.',
    '',
    ...eventDefinitions.map((definition) => `${section(definition)}\n`),
  ].join('\n');
}
