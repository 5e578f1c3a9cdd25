import { describe, expect, it } from 'vitest';
import type { TRoom } from '@menudelite/shared/orders/rooms';
import { decideBusinessAccess } from '../src/app/guards/business-access';
import { BUSINESS_PAGES } from '../src/app/router/business-pages';
import { deliveryBody, deliveryFormValues, validateDelivery } from '../src/features/venue-settings/lib/delivery-form';
import { orderingBody, orderingFormValues, processingFeePreview, validateOrdering } from '../src/features/venue-settings/lib/ordering-form';
import { rangeBody, validateRange, validateRoom } from '../src/features/rooms-admin/lib/room-forms';
import { filterRooms, pageOf } from '../src/features/rooms-admin/lib/room-list';
import { issueKey, zodFormValidate } from '../src/lib/forms/zod-form';
import { validateVenueDetails } from '../src/features/venue-settings/lib/venue-details-form';
import { validateHours } from '../src/features/venue-settings/lib/opening-hours-form';
import { hoursToForm } from '../src/components/opening-hours/hours-form';
import { tableBody, tableFormValues, validateNewTable, validateTable } from '../src/features/venue-settings/lib/table-form';
import { ZRoomCreateSchema } from '@menudelite/shared/orders/rooms';
import { ZOrderingSettingsUpdateSchema } from '@menudelite/shared/restaurant/contracts';

const ORDERING = {
  allowsDineIn: true,
  allowsPickUp: true,
  allowsDelivery: false,
  allowsGuestCheckout: true,
  allowsPayLater: false,
  allowsOfflinePayments: true,
  orderFee: 150,
  orderPrepTime: 20,
  processingFeePercent: 1.5,
  processingFeeFixed: 20,
};

describe('ordering settings form (@mantine/form validate from the shared zod schema)', () => {
  it('shows the fee in the venue currency and sends it back in minor units', () => {
    const values = orderingFormValues(ORDERING, 'eur');
    expect(values.orderFee).toBe('1.50');
    expect(validateOrdering('eur')(values)).toEqual({});
    expect(orderingBody({ ...values, orderFee: '2,75' }, 'eur')).toMatchObject({ orderFee: 275 });
    expect(orderingBody({ ...values, orderFee: '' }, 'eur')).toMatchObject({ orderFee: 0 });
  });

  it('names each bad field with a translation key, never zod’s English', () => {
    const values = orderingFormValues(ORDERING, 'eur');
    expect(validateOrdering('eur')({ ...values, orderFee: 'abc', orderPrepTime: '' })).toEqual({
      orderFee: 'errors.orderFee',
      orderPrepTime: 'errors.minutes',
    });
    // 1,000 EUR is the cap; IDR allows Rp 10,000,000.
    expect(validateOrdering('eur')({ ...values, orderFee: '1000.01' })).toEqual({ orderFee: 'errors.orderFee' });
    expect(validateOrdering('eur')({ ...values, orderFee: '1000' })).toEqual({});
    expect(validateOrdering('idr')({ ...values, orderFee: '10000000', processingFeeFixed: '0.2' })).toEqual({});
    expect(validateOrdering('eur')({ ...values, orderPrepTime: 1441 })).toEqual({ orderPrepTime: 'errors.minutes' });
  });

  it('edits the card processing fee: percent up to 10 with two decimals, a fixed part up to 10.00 of the currency, 0 allowed', () => {
    const values = orderingFormValues(ORDERING, 'eur');
    expect(values).toMatchObject({ processingFeePercent: 1.5, processingFeeFixed: '0.20' });
    expect(orderingBody({ ...values, processingFeePercent: 2.25, processingFeeFixed: '0,35' }, 'eur')).toMatchObject({
      processingFeePercent: 2.25,
      processingFeeFixed: 35,
    });
    expect(validateOrdering('eur')({ ...values, processingFeePercent: 0, processingFeeFixed: '' })).toEqual({});
    expect(validateOrdering('eur')({ ...values, processingFeePercent: 10.5, processingFeeFixed: '10.01' })).toEqual({
      processingFeePercent: 'errors.processingFeePercent',
      processingFeeFixed: 'errors.orderFee',
    });
    expect(validateOrdering('eur')({ ...values, processingFeePercent: -1 })).toEqual({ processingFeePercent: 'errors.processingFeePercent' });
    expect(validateOrdering('eur')({ ...values, processingFeePercent: '' })).toEqual({ processingFeePercent: 'errors.processingFeePercent' });
    // IDR: the default Rp 0.2 shows and saves as it is, not rounded to Rp 0.
    expect(orderingFormValues({ ...ORDERING, processingFeeFixed: 20_000 }, 'idr').processingFeeFixed).toBe('0.2');
    expect(orderingBody(orderingFormValues({ ...ORDERING, processingFeeFixed: 20_000 }, 'idr'), 'idr').processingFeeFixed).toBe(20_000);
    // The preview under the fields: 1.5% of 20.00 + 0.20.
    expect(processingFeePreview(values, 'eur', 2000)).toBe(50);
    expect(processingFeePreview({ ...values, processingFeeFixed: 'abc' }, 'eur', 2000)).toBeNull();
  });
});

describe('delivery settings form', () => {
  const settings = { feeType: 'percent' as const, fixedFee: 250, percentFee: 12.5, minOrderValue: 1500, deliveryOrderPrepTime: 40 };

  it('round-trips the settings', () => {
    const values = deliveryFormValues(settings, 'eur');
    expect(values).toMatchObject({ fixedFee: '2.50', minOrderValue: '15.00', percentFee: 12.5 });
    expect(deliveryBody(values, 'eur')).toEqual(settings);
    expect(validateDelivery('eur')(values)).toEqual({});
  });

  it('refuses amounts that are not plain, a percent past 100 or with three decimals, and cleared minutes', () => {
    const values = deliveryFormValues(settings, 'eur');
    expect(validateDelivery('eur')({ ...values, fixedFee: '-1', minOrderValue: '1.234', percentFee: 100.5, deliveryOrderPrepTime: '' })).toEqual({
      fixedFee: 'errors.amount',
      minOrderValue: 'errors.amount',
      percentFee: 'errors.percent',
      deliveryOrderPrepTime: 'errors.minutes',
    });
    expect(validateDelivery('eur')({ ...values, percentFee: 12.345 })).toEqual({ percentFee: 'errors.percent' });
  });
});

const venue = (isHotel: boolean, signUpStep = 6) => ({ status: 'success' as const, data: { isHotel, signUpStep, loyaltyEnabled: false } });

describe('rooms forms and list', () => {
  it('checks a room number with the API schema', () => {
    expect(validateRoom({ roomNumber: ' 101 ', isActive: true })).toEqual({});
    expect(validateRoom({ roomNumber: '<b>', isActive: true })).toEqual({ roomNumber: 'errors.roomNumber' });
    expect(validateRoom({ roomNumber: '', isActive: true })).toEqual({ roomNumber: 'errors.roomNumber' });
  });

  it('checks a range: last not below first, at most 200, a prefix that makes valid numbers', () => {
    const ok = { prefix: 'A-', first: 1, last: 20, isActive: true };
    expect(validateRange(ok)).toEqual({});
    expect(rangeBody({ ...ok, first: '' })).toMatchObject({ first: undefined });
    expect(validateRange({ ...ok, last: 0 })).toEqual({ last: 'errors.rangeLast' });
    expect(validateRange({ ...ok, first: 1, last: 201 })).toEqual({ last: 'errors.rangeLast' });
    expect(validateRange({ ...ok, prefix: '<' })).toEqual({ prefix: 'errors.prefix' });
    expect(validateRange({ ...ok, first: '' })).toEqual({ first: 'errors.rangeNumber' });
  });

  it('filters by number ignoring case and pages the list, a page past the end showing the last', () => {
    const rooms = Array.from({ length: 30 }, (_, i) => ({
      id: String(i),
      roomNumber: i < 2 ? `A${i}` : String(100 + i),
      isActive: true,
      createdAt: '',
    })) as TRoom[];
    expect(filterRooms(rooms, 'a').map((r) => r.roomNumber)).toEqual(['A0', 'A1']);
    expect(pageOf(rooms, 1)).toMatchObject({ page: 1, pages: 2 });
    expect(pageOf(rooms, 1).items).toHaveLength(24);
    expect(pageOf(rooms, 9)).toMatchObject({ page: 2, pages: 2 });
    expect(pageOf(rooms, 9).items).toHaveLength(6);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('shows /rooms to hotels only, at any sign-up step', () => {
    const rooms = BUSINESS_PAGES.find((page) => page.path === '/rooms')!;
    expect(decideBusinessAccess(venue(true), rooms.rule, '/rooms')).toEqual({ kind: 'render' });
    expect(decideBusinessAccess(venue(true, 3), rooms.rule, '/rooms')).toEqual({ kind: 'render' });
    expect(decideBusinessAccess(venue(false), rooms.rule, '/rooms')).toEqual({ kind: 'not-found' });
  });
});

describe('zodFormValidate', () => {
  it('keeps the first issue of each field and maps codes to keys', () => {
    const validate = zodFormValidate<{ roomNumber: unknown }>(ZRoomCreateSchema);
    expect(validate({ roomNumber: 5 })).toEqual({ roomNumber: 'errors.required' });
    const minutes = zodFormValidate<{ orderPrepTime: unknown }>(ZOrderingSettingsUpdateSchema);
    expect(minutes({ orderPrepTime: 'x' })).toEqual({ orderPrepTime: 'errors.number' });
    expect(minutes({ orderPrepTime: -1 })).toEqual({ orderPrepTime: 'errors.number' });
    expect(issueKey({ code: 'too_big', path: ['x'], origin: 'string' })).toBe('errors.tooLong');
    expect(issueKey({ code: 'too_small', path: ['x'], origin: 'number' })).toBe('errors.number');
    expect(issueKey({ code: 'invalid_format', path: ['x'] })).toBe('errors.textPattern');
  });
});

describe('venue details form', () => {
  const details = { isHotel: false, name: 'Bistro', address: '1 Street', currency: 'eur' as const, defaultLanguage: 'en' as const, timeZone: 'Europe/Malta' };
  it('checks the details with sign-up step 2’s schema', () => {
    expect(validateVenueDetails(details)).toEqual({});
    expect(validateVenueDetails({ ...details, name: '', timeZone: 'Mars/Base' })).toEqual({ name: 'errors.required', timeZone: 'errors.timeZone' });
    expect(validateVenueDetails({ ...details, address: 'x'.repeat(301) })).toEqual({ address: 'errors.tooLong' });
  });
});

describe('table forms', () => {
  it('needs a name for a new table and 1 to 50 seats; an empty POS id is sent as none', () => {
    const values = tableFormValues(null);
    expect(validateNewTable(values)).toEqual({ tableDisplayId: 'errors.tableName' });
    expect(validateNewTable({ ...values, tableDisplayId: '12', occupancy: '' })).toEqual({ occupancy: 'errors.occupancy' });
    expect(validateTable({ ...values, tableDisplayId: '12', occupancy: 51 })).toEqual({ occupancy: 'errors.occupancy' });
    expect(tableBody({ ...values, tableDisplayId: '12' })).toEqual({ tableDisplayId: '12', occupancy: 4, posTable: null, isActive: true });
  });
});

describe('opening hours form', () => {
  it('refuses a day that opens and closes at the same minute', () => {
    const days = hoursToForm([{ weekday: 1, intervals: [{ opens: '09:00', closes: '17:00' }] }]);
    expect(validateHours({ days })).toEqual({});
    expect(validateHours({ days: days.map((d) => (d.weekday === 1 ? { ...d, closes: '09:00' } : d)) })).toEqual({ days: 'errors.invalid' });
  });
});
