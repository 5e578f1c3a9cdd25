import { describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.ts';

describe('newId', () => {
  it('is a UUIDv7 and ids minted one after another sort in the order they were minted, even within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.toSorted()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
