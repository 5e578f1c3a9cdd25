import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  dayRange,
  filterFieldsOf,
  filtersFromParams,
  filtersToParams,
  isInRange,
  listQueryString,
  matchesFilters,
  statusesOf,
} from '../src/features/orders-dashboard/lib/order-filters';
import { makeOrder } from './orders-dashboard-fixture';

describe('order filters', () => {
  it('read the address and ignore values that are not filters', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams('status=ready&type=pickup&table=t1&date=2026-11-21'))).toEqual({
      status: 'ready',
      type: 'pickup',
      tableId: 't1',
      date: '2026-11-21',
    });
    expect(filtersFromParams(new URLSearchParams('status=eaten&type=drone&date=21/11'))).toEqual(DEFAULT_FILTERS);
  });

  it('write back only what differs from the default, keeping other parameters', () => {
    const params = filtersToParams({ ...DEFAULT_FILTERS, type: 'delivery' }, new URLSearchParams('view=tables&status=new'));
    expect(params.toString()).toBe('view=tables&type=delivery');
    expect(filtersFromParams(filtersToParams({ status: 'all', type: 'room', tableId: 'x', date: '2026-01-02' }))).toEqual({
      status: 'all',
      type: 'room',
      tableId: 'x',
      date: '2026-01-02',
    });
  });

  it('open means every status before completed or cancelled', () => {
    expect(statusesOf('open')).toEqual(['new', 'accepted', 'preparing', 'ready']);
    expect(statusesOf('all')).toHaveLength(6);
    expect(statusesOf('cancelled')).toEqual(['cancelled']);
  });

  it('a day is a local midnight-to-midnight range, end exclusive', () => {
    const range = dayRange('2026-11-21')!;
    expect(new Date(range.from).getDate()).toBe(21);
    expect(new Date(range.from).getHours()).toBe(0);
    expect(isInRange(range.from, range)).toBe(true);
    expect(isInRange(range.to, range)).toBe(false);
    expect(dayRange(null)).toBeNull();
  });

  it('matches a new order by status, type, table and day', () => {
    const order = makeOrder({ type: 'dine_in', restaurantTableId: 't4' });
    const fields = filterFieldsOf(order);
    expect(matchesFilters(fields, DEFAULT_FILTERS)).toBe(true);
    expect(matchesFilters(fields, { ...DEFAULT_FILTERS, status: 'completed' })).toBe(false);
    expect(matchesFilters(fields, { ...DEFAULT_FILTERS, type: 'pickup' })).toBe(false);
    expect(matchesFilters(fields, { ...DEFAULT_FILTERS, tableId: 't5' })).toBe(false);
    expect(matchesFilters(fields, { ...DEFAULT_FILTERS, tableId: 't4', type: 'dine_in' })).toBe(true);
    expect(matchesFilters(fields, { ...DEFAULT_FILTERS, date: '1999-01-01' })).toBe(false);
  });

  it('asks the API for a page of 20 with the filters and the cursor', () => {
    const query = new URLSearchParams(listQueryString({ status: 'open', type: 'pickup', tableId: 't1', date: null }, 'abc', 20));
    expect(Object.fromEntries(query)).toEqual({ status: 'new,accepted,preparing,ready', limit: '20', type: 'pickup', tableId: 't1', cursor: 'abc' });
  });
});
