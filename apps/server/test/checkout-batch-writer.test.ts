import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchWriter } from '../src/features/checkout/batch-writer.ts';
import { nowIso } from '../src/db/rows.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let v: TVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVenue(t);
});
afterAll(() => t.close());

const location = (id: string) => ({ id, restaurant_id: v.restaurantId, name: `Spot ${id}`, is_available: true, created_at: nowIso() });
const stored = async (ids: string[]) => (await t.db.selectFrom('delivery_locations').select('id').where('id', 'in', ids).execute()).map((r) => r.id).toSorted();

describe('the order batch writer', () => {
  it('commits concurrent jobs, and one failing job takes only its own writes back', async () => {
    const writer = createBatchWriter(t.db, t.deps.dialect);
    const results = await Promise.allSettled([
      writer.run(async (trx) => {
        await trx.insertInto('delivery_locations').values(location('bw-1')).execute();
        return 'one';
      }),
      writer.run(async (trx) => {
        await trx.insertInto('delivery_locations').values(location('bw-2')).execute();
        // The same primary key twice: this job fails after having written.
        await trx.insertInto('delivery_locations').values(location('bw-2')).execute();
      }),
      writer.run(async (trx) => {
        await trx.insertInto('delivery_locations').values(location('bw-3')).execute();
        return 'three';
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 'one' });
    expect(await stored(['bw-1', 'bw-2', 'bw-3'])).toEqual(['bw-1', 'bw-3']);
  });

  it('settles a job only once its write is committed and visible', async () => {
    const writer = createBatchWriter(t.db, t.deps.dialect);
    const ids = Array.from({ length: 30 }, (_, n) => `bw-many-${n}`);
    await Promise.all(
      ids.map((id) =>
        writer
          .run(async (trx) => {
            await trx.insertInto('delivery_locations').values(location(id)).execute();
          })
          .then(async () => expect(await stored([id])).toEqual([id])),
      ),
    );
    expect(await stored(ids)).toHaveLength(30);
  });
});
