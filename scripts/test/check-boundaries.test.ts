import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../apps/server/src/db/table-owners.ts';
import { findBoundaryProblems } from '../check-boundaries.ts';

const OWNERS = { restaurants: 'restaurant', menu_items: 'menu', orders: 'orders', email_outbox: 'lib/mailer' };
const roots: string[] = [];

/** A throwaway tree laid out like the repository, holding only the given files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (files: Record<string, string>) => findBoundaryProblems(tree(files), OWNERS, ['cart', 'diner-menu']);

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const server = 'apps/server/src/features';
const web = 'apps/web/src/features';

describe('boundary check', () => {
  it('passes a tree that keeps every rule', () => {
    expect(
      check({
        [`${server}/menu/repository.ts`]: `export const f = (db) => db.selectFrom('menu_items').innerJoin('menu_items as m', 'm.id', 'id').selectAll().execute();`,
        [`${server}/menu/public.ts`]: `export { f } from './repository.ts';`,
        [`${server}/orders/service.ts`]: `import { f } from '../menu/public.ts';\n// a comment may say db.selectFrom('restaurants')\nexport const g = f;`,
        [`${server}/orders/items/order-repository.ts`]: 'export const h = (db) => sql`select * from orders where id = ${1}`.execute(db);',
        ['apps/server/src/lib/mailer-repository.ts']: `export const m = (db) => db.insertInto('email_outbox').values({}).execute();`,
        ['apps/server/src/db/seed/demo.ts']: `export const s = (db) => db.insertInto('restaurants').values({}).execute();`,
        [`${web}/cart/components/cart.tsx`]: `import { useCart } from '../lib/use-cart';\nexport const C = () => null;`,
        [`${web}/cart/lib/use-cart.ts`]: `import { useState } from 'react';\nexport const useCart = () => useState(0);`,
        [`${web}/menu-admin/page.tsx`]: `import { Button } from '@mantine/core';\nexport const P = Button;`,
      }),
    ).toEqual([]);
  });

  it('fails a feature importing another feature past its public.ts', () => {
    const problems = check({ [`${server}/orders/service.ts`]: `import { f } from '../menu/repository.ts';` });
    expect(problems).toEqual([expect.stringMatching(/^\[features\] .*orders\/service\.ts: imports \.\.\/menu\/repository\.ts/)]);
  });

  it('fails Kysely query building in a service file', () => {
    const problems = check({
      [`${server}/orders/service.ts`]: `\n\nexport const f = (db) =>\n  db\n    .selectFrom('orders').selectAll().execute();`,
    });
    expect(problems).toEqual([expect.stringMatching(/^\[sql-outside-repository\] .*orders\/service\.ts:5: "\.selectFrom\("/)]);
  });

  it.each([
    ['an update', `db.updateTable('orders').set({}).execute()`],
    ['a delete', `db.deleteFrom('orders').execute()`],
    ['an insert', `db.insertInto('orders').values({}).execute()`],
    ['a raw sql template', 'sql`select 1`.execute(db)'],
    ['a typed raw sql template', 'sql<number>`select 1`.execute(db)'],
    ['a raw query', 'db.executeQuery(compiled)'],
    ['a precompiled statement', `runPrepared<{ id: string }>(db, 'orders|by-id', build, [id])`],
    ['a precompiled insert', `insertRows(db, 'orders', COLUMNS, rows)`],
  ])('fails %s outside a repository file, in a route or a plugin too', (_name, statement) => {
    const sqlProblems = (path: string) => check({ [path]: `export const f = (db) => ${statement};` }).filter((p) => p.startsWith('[sql-outside-repository]'));
    expect(sqlProblems(`${server}/orders/routes.ts`)).toHaveLength(1);
    expect(sqlProblems('apps/server/src/plugins/preload.ts')).toHaveLength(1);
  });

  it("fails a repository querying another feature's table, in any query position", () => {
    const problems = check({
      [`${server}/orders/repository.ts`]: [
        `export const a = (db) => db.selectFrom('restaurants').selectAll().execute();`,
        `export const b = (db) => db.selectFrom('orders').innerJoin('menu_items as i', 'i.id', 'orders.item_id').selectAll().execute();`,
        `export const c = (db) => db.updateTable('restaurants').set({}).execute();`,
        "export const d = (db) => sql`update restaurants set name = ${'x'}`.execute(db);",
        `export const e = (db) => db.insertInto('email_outbox').values({}).execute();`,
        `export const f = (db) => insertRows(db, 'menu_items', COLUMNS, rows);`,
      ].join('\n'),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^\[foreign-table\] .*orders\/repository\.ts:1: queries "restaurants", owned by restaurant/),
      expect.stringMatching(/:2: queries "menu_items", owned by menu/),
      expect.stringMatching(/:3: queries "restaurants", owned by restaurant/),
      expect.stringMatching(/:5: queries "email_outbox", owned by lib\/mailer/),
      expect.stringMatching(/:6: queries "menu_items", owned by menu/),
      expect.stringMatching(/:4: queries "restaurants", owned by restaurant/),
    ]);
  });

  it('fails a query naming a table that has no owner', () => {
    const problems = check({ [`${server}/orders/repository.ts`]: `export const a = (db) => db.selectFrom('invoices').selectAll().execute();` });
    expect(problems).toEqual([expect.stringMatching(/table "invoices" has no owner in table-owners\.ts/)]);
  });

  it('fails a diner feature importing @mantine/* directly', () => {
    const problems = check({ [`${web}/cart/components/cart.tsx`]: `import { Button } from '@mantine/core';\nexport const C = Button;` });
    expect(problems).toEqual([expect.stringMatching(/^\[diner-mantine\] .*cart\/components\/cart\.tsx imports @mantine\/core/)]);
  });

  it('fails a diner feature reaching @mantine/* through local imports, and names the chain', () => {
    const problems = check({
      [`${web}/diner-menu/routes/menu-page.tsx`]: `import { Price } from '../../../components/price';\nexport const P = () => Price;`,
      ['apps/web/src/components/price/index.ts']: `export { Price } from './price-text';`,
      ['apps/web/src/components/price/price-text.tsx']: `import type { MantineTheme } from '@mantine/core';\nexport const Price = 1;`,
    });
    expect(problems).toEqual(
      ['apps/web/src/features/diner-menu/routes/menu-page.tsx -> apps/web/src/components/price/index.ts -> apps/web/src/components/price/price-text.tsx'].map(
        (chain) => `[diner-mantine] ${chain} imports @mantine/core; diner pages must not load Mantine`,
      ),
    );
  });

  it('fails a lazily imported Mantine module and a Mantine stylesheet in a diner feature', () => {
    expect(
      check({ [`${web}/cart/lazy.ts`]: `export const load = () => import('./sheet');`, [`${web}/cart/sheet.tsx`]: `import '@mantine/core/styles.css';` }),
    ).toHaveLength(1);
  });
});

const auditProblems = (files: Record<string, string>) => check(files).filter((p) => p.startsWith('[audit-log-append-only]'));

describe('append-only audit log', () => {
  // Built, not written out: this file's own text must pass the live check of the repository.
  const T = ['audit', 'log'].join('_');

  it('passes writing and reading audit rows', () => {
    expect(
      auditProblems({
        [`${server}/team/audit-repository.ts`]: `export const w = (db) => db.insertInto('${T}').values({}).execute();\nexport const r = (db) => db.selectFrom('${T}').selectAll().execute();`,
        ['apps/server/src/db/migrations/0006_team.ts']: `export const down = (db) => db.schema.dropTable('${T}').execute();`,
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'a repository updating rows',
      `${server}/team/audit-repository.ts`,
      `export const u = (db) => db.updateTable('${T}').set({ details: '{}' }).execute();`,
      'updateTable(',
    ],
    [
      'a repository deleting rows through an alias',
      `${server}/team/audit-repository.ts`,
      `export const d = (db) =>\n  db.deleteFrom('${T} as a').execute();`,
      'deleteFrom(',
    ],
    [
      'a migration under src/db deleting rows',
      'apps/server/src/db/migrations/0099_purge.ts',
      `export const up = (db) => db\n  .deleteFrom("${T}").execute();`,
      'deleteFrom(',
    ],
    [
      'raw SQL in a server test',
      'apps/server/test/helpers/reset.ts',
      `export const r = (db) => sql\`DELETE FROM ${T} WHERE at < \${'x'}\`.execute(db);`,
      'DELETE FROM',
    ],
    ['raw SQL in a script', 'scripts/fix-audit.ts', `await client.query('update "${T}" set actor_name = $1', ['x']);`, 'update'],
  ])('fails %s', (_name, path, text, call) => {
    const problems = auditProblems({ [path]: text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`[audit-log-append-only] ${path}:`);
    expect(problems[0]).toContain(call);
  });

  it('passes the repository itself', () => {
    expect(findBoundaryProblems(process.cwd()).filter((p) => p.startsWith('[audit-log-append-only]'))).toEqual([]);
  });
});

describe('table owners', () => {
  it("declares every table's type in its owner's schema file (apps/server/src/db/schema/<owner>.ts)", () => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      const file = `apps/server/src/db/schema/${owner.split('/').at(-1)}.ts`;
      expect(existsSync(file) && new RegExp(`^  ${table}: \\w+Table;$`, 'm').test(readFileSync(file, 'utf8')), `${table} in ${file}`).toBe(true);
    }
  });

  it('names an existing feature folder or module as the owner of every table', () => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      const path = owner.includes('/') ? `apps/server/src/${owner}.ts` : `apps/server/src/features/${owner}`;
      expect(existsSync(path), `${table} -> ${owner}`).toBe(true);
    }
  });
});
