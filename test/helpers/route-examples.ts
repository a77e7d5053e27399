/**
 * A valid example of a route's body or query string, built from its zod schema, so that the route
 * fuzz spoils bodies that would otherwise pass and reaches the code behind the validation. No
 * maintained library builds fast-check values from zod 4 schemas (zod-fast-check stops at zod 3):
 * the schema goes through zod's own JSON Schema export and a small walker picks one plausible value
 * per keyword, helped by the field's name for ids, dates and the like. The example is kept only when
 * the zod schema itself accepts it.
 */
import { z } from 'zod';

export interface ExampleIds {
  gym: number;
  sector: number;
  boulder: number;
  difficulty: number;
  uuid: string;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);
const typedDay = (date: Date) => `${day(date).slice(8, 10)}/${day(date).slice(5, 7)}/${day(date).slice(0, 4)}`;

function idFor(name: string, ids: ExampleIds): number | undefined {
  const key = name.toLowerCase();
  if (key.includes('sector')) return ids.sector;
  if (key.includes('boulder') || key === 'routeid') return ids.boulder;
  if (key.includes('difficult') || key.includes('circuit')) return ids.difficulty;
  if (key.includes('gym')) return ids.gym;
  return undefined;
}

function stringFor(schema: JsonSchema, name: string, ids: ExampleIds): string {
  const key = name.toLowerCase();
  if (schema.format === 'email' || key.includes('email') || key === 'username') return 'julie.martin@exemple.fr';
  if (schema.format === 'uuid' || key === 'uid' || key.endsWith('uuid') || key === 'userid') return ids.uuid;
  if (schema.format === 'date-time' || (/(at|start|end)s?$/.test(key) && !key.includes('date'))) return IN_A_MONTH.toISOString();
  if (schema.format === 'date') return day(IN_A_MONTH);
  if (key.includes('date') || key.includes('dismantling')) return typedDay(IN_A_MONTH);
  if (key.includes('password')) return 'Grimpe-2026!';
  if (key.includes('color') || key.includes('colour')) return '#2f9e44';
  if (key === 'code') return '271828';
  if (key === 'month') return day(new Date()).slice(0, 7);
  if (key === 'slug') return 'contest-fuzz';
  if (key.includes('grade')) return '6B+';
  const id = idFor(name, ids);
  if (id !== undefined) return String(id);
  if (schema.pattern) return '';
  const length = Math.max(schema.minLength ?? 0, 5);
  return 'Texte de test'.padEnd(length, 'x').slice(0, Math.min(length + 8, schema.maxLength ?? 40));
}

function exampleOf(schema: JsonSchema | undefined, name: string, ids: ExampleIds, full: boolean): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined && !full) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleOf(choice.find((option) => option.type !== 'null') ?? choice[0], name, ids, full);
  if (schema.allOf) return exampleOf(schema.allOf[0], name, ids, full);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (full || schema.required?.includes(key)) out[key] = exampleOf(property, key, ids, full);
      }
      return out;
    }
    case 'array': {
      const item = schema.items ?? schema.prefixItems?.[0];
      const singular = name.replace(/s$/, '');
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, i) => {
        const value = exampleOf(item, singular, ids, full);
        return typeof value === 'number' && idFor(singular, ids) === undefined ? value + i : value;
      });
    }
    case 'integer':
    case 'number': {
      const id = idFor(name, ids);
      if (id !== undefined) return id;
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const value = Math.max(low, Math.min(1, schema.maximum ?? 1));
      return name.toLowerCase().includes('year') ? 1994 : value;
    }
    case 'boolean':
      return true;
    case 'string':
      return stringFor(schema, name, ids);
    case 'null':
      return null;
    default:
      return 'Texte de test';
  }
}

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/** A value the schema accepts (all fields, else the required ones only), or undefined when none of the tries passes. */
export function validExample(schema: unknown, ids: ExampleIds): unknown {
  if (!isZod(schema)) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
  for (const full of [true, false]) {
    const example = exampleOf(json, '', ids, full);
    if (schema.safeParse(example).success) return example;
  }
  return undefined;
}
