import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './0001_foundation.ts';

/** Migrations are listed here, in order, so bundling or type stripping never depends on a folder scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
