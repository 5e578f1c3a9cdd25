/**
 * Structure rules (ARCHITECTURE.md, docs/decisions.md "Structure: table ownership and boundary checks"):
 *
 * 1. features: a file under `features/<a>/` imports from `features/<b>/` only through `features/<b>/public.ts`.
 * 2. sql-outside-repository: in apps/server/src, Kysely query building (`.selectFrom(`, `.insertInto(`,
 *    `.updateTable(`, `.deleteFrom(`, ...), raw `sql` templates, `executeQuery` and db/prepared.ts's
 *    `runPrepared` / `insertRows` appear only in repository files (`repository.ts`, `*-repository.ts`)
 *    and under `src/db/` (connection, migrations, seed, shared query helpers).
 * 3. foreign-table: a file outside `src/db/` names in a query only tables its feature owns
 *    (apps/server/src/db/table-owners.ts).
 * 4. diner-mantine: nothing the diner and public-site features import statically, directly or through
 *    local imports, imports `@mantine/*`: Mantine would add about 55 KB to every diner's first load.
 *    A lazy `import()` (a not-found page that brings the Mantine shell along) is allowed.
 * 5. audit-log-append-only: no code anywhere (server, its tests, scripts, e2e, bench) updates or deletes
 *    audit_log rows, neither with `.updateTable('audit_log')` / `.deleteFrom('audit_log')` nor in raw SQL
 *    (`UPDATE audit_log`, `DELETE FROM audit_log`): issue 8 says rows are never updated or deleted. Only
 *    the venue's own deletion cascades to them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TABLE_OWNERS } from '../apps/server/src/db/table-owners.ts';

const FEATURE_ROOTS = ['apps/server/src/features', 'apps/web/src/features'];
const SERVER_SRC = 'apps/server/src';
const WEB_FEATURES = 'apps/web/src/features';
/**
 * The features behind the diner routes of apps/web/src/app/router/router.tsx (menu, checkout, order
 * status) and what they use, and those of the public site (issue 12: the pages in the site frame and
 * the blog reader), which must load as light.
 */
export const DINER_FEATURES = [
  'diner-menu',
  'cart',
  'checkout',
  'order-status',
  'call-waiter',
  'card-payment',
  'table-bill',
  'delitepay-public',
  'guest-app',
  'reservation-booking',
  'guest-chat',
  'public',
  'public-info',
  'legal',
  'blog-public',
];

const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const QUERY_BUILDER = /\.\s*(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)\s*\(/;
/** db/prepared.ts runs compiled statements and inserts rows into a named table: SQL too. */
const PREPARED = /\b(?:runPrepared|insertRows)\s*(?:<[^(]*?>)?\s*\(/;
const RAW_SQL = /\bsql\s*(?:<[^`;]*?>)?\s*`|\bsql\s*\.\s*(?:raw|ref|table|id|lit|join|val)\s*\(|\bCompiledQuery\s*\.\s*raw\s*\(/;
const TABLE_IN_BUILDER =
  /\.\s*(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral)\s*\(\s*['"`]([a-z_][a-z0-9_]*)/g;
const TABLE_IN_INSERT_ROWS = /\binsertRows\s*\(\s*[\w.]+\s*,\s*['"`]([a-z_][a-z0-9_]*)/g;
const TABLE_IN_RAW_SQL = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)/gi;
const APPEND_ONLY_ROOTS = ['apps/server', 'packages', 'scripts', 'e2e', 'bench'];
/** The builder call or raw SQL statement that changes audit rows; `'audit_log as a'` counts too. */
const AUDIT_LOG_CHANGE = /\.\s*(?:updateTable|deleteFrom)\s*\(\s*['"`]audit_log\b|\b(?:update|delete\s+from)\s+"?audit_log\b/i;
const SQL_TEMPLATE = /\bsql\s*(?:<[^`;]*?>)?\s*`([^`]*)`/g;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Comments may mention `.selectFrom(` or a table; only code counts. Lines keep their numbers; strings keep their `//` (URLs). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function importsOf(text: string, { staticOnly = false } = {}): string[] {
  return [...stripComments(text).matchAll(IMPORT)].filter((m) => !staticOnly || m[1] !== undefined).map((m) => (m[1] ?? m[2])!);
}

function featureImports(root: string): string[] {
  const problems: string[] = [];
  for (const featureRoot of FEATURE_ROOTS.map((r) => join(root, r))) {
    for (const file of filesUnder(featureRoot)) {
      const parts = relative(featureRoot, file).split(sep);
      // features/index.ts is the registry of every feature: it may name them all.
      if (parts.length === 1) continue;
      const own = parts[0];
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = relative(featureRoot, resolve(dirname(file), spec));
        if (target.startsWith('..')) continue;
        const [feature, ...rest] = target.split(sep);
        if (feature !== own && rest.join('/').replace(/\.tsx?$/, '') !== 'public') {
          problems.push(`[features] ${relative(root, file)}: imports ${spec} (inside feature "${feature}"); go through its public.ts`);
        }
      }
    }
  }
  return problems;
}

/** Repository files hold a feature's SQL; src/db/ is the database layer itself (connection, migrations, seed). */
export function isRepositoryFile(srcRelative: string): boolean {
  const name = basename(srcRelative);
  return srcRelative.split(sep).join('/').startsWith('db/') || name === 'repository.ts' || name.endsWith('-repository.ts');
}

function sqlOutsideRepositories(root: string): string[] {
  const src = join(root, SERVER_SRC);
  const problems: string[] = [];
  for (const file of filesUnder(src)) {
    if (isRepositoryFile(relative(src, file))) continue;
    const code = stripComments(readFileSync(file, 'utf8'));
    const found = QUERY_BUILDER.exec(code) ?? RAW_SQL.exec(code) ?? PREPARED.exec(code);
    if (found) {
      problems.push(
        `[sql-outside-repository] ${relative(root, file)}:${lineOf(code, found.index)}: "${found[0].trim()}" builds SQL; move the query into a repository file`,
      );
    }
  }
  return problems;
}

/** The owner that a file under src/ belongs to: its feature folder, or a module path such as `lib/mailer` (also `lib/mailer-*`). */
function ownsTable(srcRelative: string, owner: string): boolean {
  const path = srcRelative.split(sep).join('/');
  if (!owner.includes('/')) return path.startsWith(`features/${owner}/`);
  const module = path.replace(/\.tsx?$/, '');
  return module === owner || module.startsWith(`${owner}-`) || module.startsWith(`${owner}/`);
}

function foreignTables(root: string, owners: Record<string, string>): string[] {
  const src = join(root, SERVER_SRC);
  const problems: string[] = [];
  for (const file of filesUnder(src)) {
    const srcRelative = relative(src, file);
    if (srcRelative.split(sep)[0] === 'db') continue;
    const code = stripComments(readFileSync(file, 'utf8'));
    const named = [...code.matchAll(TABLE_IN_BUILDER), ...code.matchAll(TABLE_IN_INSERT_ROWS)].map((m) => ({ table: m[1]!, index: m.index, raw: false }));
    for (const template of code.matchAll(SQL_TEMPLATE)) {
      for (const m of template[1]!.matchAll(TABLE_IN_RAW_SQL)) named.push({ table: m[1]!.toLowerCase(), index: template.index, raw: true });
    }
    for (const { table, index, raw } of named) {
      const owner = owners[table];
      // In raw SQL a word after FROM may be a CTE or an alias; only a query builder's table name must be a known table.
      if (owner === undefined) {
        if (!raw) problems.push(`[foreign-table] ${relative(root, file)}:${lineOf(code, index)}: table "${table}" has no owner in table-owners.ts`);
      } else if (!ownsTable(srcRelative, owner)) {
        problems.push(`[foreign-table] ${relative(root, file)}:${lineOf(code, index)}: queries "${table}", owned by ${owner}; use its public.ts`);
      }
    }
  }
  return problems;
}

/** Audit rows are written once and kept (issue 8): nothing may change or remove them. */
function auditLogAppendOnly(root: string): string[] {
  const problems: string[] = [];
  for (const file of APPEND_ONLY_ROOTS.flatMap((dir) => filesUnder(join(root, dir)))) {
    // This file names the forbidden calls in its own rule.
    if (relative(root, file).split(sep).join('/') === 'scripts/check-boundaries.ts') continue;
    const code = stripComments(readFileSync(file, 'utf8'));
    const found = AUDIT_LOG_CHANGE.exec(code);
    if (found) {
      problems.push(
        `[audit-log-append-only] ${relative(root, file)}:${lineOf(code, found.index)}: "${found[0].trim()}" changes audit rows; the audit log is append-only`,
      );
    }
  }
  return problems;
}

function resolveLocal(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (/\.(js|jsx)$/.test(base)) candidates.push(base.replace(/\.jsx?$/, '.ts'), base.replace(/\.jsx?$/, '.tsx'));
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Follows local imports from every diner feature file; answers the first chain that reaches `@mantine/*`. */
function dinerMantine(root: string, dinerFeatures: string[]): string[] {
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const feature of dinerFeatures) {
    for (const start of filesUnder(join(root, WEB_FEATURES, feature))) {
      const seen = new Set<string>([start]);
      const queue: string[][] = [[start]];
      while (queue.length) {
        const chain = queue.shift()!;
        const file = chain.at(-1)!;
        // A lazy chunk (import()) loads only when it is needed: the rule is about the first load.
        for (const spec of importsOf(readFileSync(file, 'utf8'), { staticOnly: true })) {
          if (spec.startsWith('@mantine/')) {
            if (!reported.has(file)) {
              reported.add(file);
              const path = chain.map((f) => relative(root, f)).join(' -> ');
              problems.push(`[diner-mantine] ${path} imports ${spec}; diner pages must not load Mantine`);
            }
            continue;
          }
          if (!spec.startsWith('.')) continue;
          const next = resolveLocal(file, spec);
          if (next && !seen.has(next)) {
            seen.add(next);
            queue.push([...chain, next]);
          }
        }
      }
    }
  }
  return problems;
}

/** Every broken rule under `root`, one line each. */
export function findBoundaryProblems(root: string, owners: Record<string, string> = TABLE_OWNERS, dinerFeatures: string[] = DINER_FEATURES): string[] {
  return [
    ...featureImports(root),
    ...sqlOutsideRepositories(root),
    ...foreignTables(root, owners),
    ...dinerMantine(root, dinerFeatures),
    ...auditLogAppendOnly(root),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const problems = findBoundaryProblems(process.cwd());
  if (problems.length) {
    console.error(`Boundary check failed (see docs/decisions.md, "Structure: table ownership and boundary checks"):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('boundaries: ok (feature imports, SQL in repositories, table owners, Mantine-free diner features, append-only audit log)');
}
