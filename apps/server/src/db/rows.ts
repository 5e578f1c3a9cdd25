import type { DbBool } from './schema.ts';

/** The one place database booleans (0/1 on SQLite, true/false on PostgreSQL) become JS booleans. */
export function toBool(value: DbBool): boolean {
  return value === true || value === 1;
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export function nowIso(): string {
  return new Date().toISOString();
}
