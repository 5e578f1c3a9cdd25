/**
 * Table types. Portable across SQLite and PostgreSQL: text ids (UUIDv7), integer minor units,
 * ISO-8601 UTC text timestamps, JSON as text. Booleans read back as 0/1 on SQLite and true/false
 * on PostgreSQL, hence `DbBool`; `toBool` in rows.ts is the one place that maps them.
 */
export type DbBool = boolean | number;
