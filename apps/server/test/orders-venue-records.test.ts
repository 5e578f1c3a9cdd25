import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmployeeSchema } from '@menudelite/shared/orders/employees';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, customerHeaders, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let v: TVenue;
let other: TVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = v.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('employees', () => {
  it('creates, lists, edits and deletes; the PIN is stored hashed and never answered', async () => {
    const created = await req('POST', '/api/employees', { name: 'Ana', displayId: '12', pin: '4321' });
    expect(created.statusCode, created.body).toBe(201);
    const employee = ZEmployeeSchema.parse(created.json());
    expect(employee).toMatchObject({ name: 'Ana', displayId: '12', hasPin: true });
    expect(created.body).not.toContain('4321');
    const row = await t.db.selectFrom('employees').select('pin_hash').where('id', '=', employee.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^scrypt\$/);
    expect(row.pin_hash).not.toContain('4321');

    expect((await req('POST', `/api/employees/${employee.id}/verify-pin`, { pin: '4321' })).json()).toEqual({ matches: true });
    expect((await req('POST', `/api/employees/${employee.id}/verify-pin`, { pin: '1111' })).json()).toEqual({ matches: false });
    expect((await req('PATCH', `/api/employees/${employee.id}`, { name: 'Ana B.', pin: '987654' })).json().name).toBe('Ana B.');
    expect((await req('POST', `/api/employees/${employee.id}/verify-pin`, { pin: '987654' })).json()).toEqual({ matches: true });
    expect((await req('GET', '/api/employees')).json().items.map((e: { id: string }) => e.id)).toEqual([employee.id]);
    expect((await req('DELETE', `/api/employees/${employee.id}`)).statusCode).toBe(204);
    expect((await req('GET', `/api/employees/${employee.id}`)).statusCode).toBe(404);
  });

  it('refuses a PIN that is not 4 to 6 digits, a taken display id, and another venue’s employee', async () => {
    for (const pin of ['123', '1234567', 'abcd']) {
      expect((await req('POST', '/api/employees', { name: 'Ben', displayId: '20', pin })).statusCode).toBe(400);
    }
    expect((await req('POST', '/api/employees', { name: 'Ben', displayId: '20', pin: '1234' })).statusCode).toBe(201);
    expect((await req('POST', '/api/employees', { name: 'Bea', displayId: '20', pin: '1234' })).statusCode).toBe(409);
    const theirs = await req('POST', '/api/employees', { name: 'Zed', displayId: '20', pin: '1234' }, other.headers);
    expect(theirs.statusCode).toBe(201);
    expect((await req('GET', `/api/employees/${theirs.json().id}`)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/employees/${theirs.json().id}`)).statusCode).toBe(404);
    expect((await req('GET', '/api/employees', undefined, await customerHeaders(t))).statusCode).toBe(403);
  });

  it('limits PIN guesses per employee', async () => {
    const employee = (await req('POST', '/api/employees', { name: 'Cy', displayId: '30', pin: '1234' })).json();
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await req('POST', `/api/employees/${employee.id}/verify-pin`, { pin: '0000' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('delivery locations', () => {
  it('creates, toggles availability, renames and deletes; another venue’s answer 404', async () => {
    const created = await req('POST', '/api/delivery-locations', { name: 'Pool deck' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Pool deck', isAvailable: true });
    const id = created.json().id;
    expect((await req('PATCH', `/api/delivery-locations/${id}`, { isAvailable: false })).json().isAvailable).toBe(false);
    expect((await req('GET', '/api/delivery-locations')).json().items).toHaveLength(1);
    expect((await req('PATCH', `/api/delivery-locations/${id}`, { name: 'Spa' }, other.headers)).statusCode).toBe(404);
    expect((await req('POST', '/api/delivery-locations', { name: '' })).statusCode).toBe(400);
    expect((await req('DELETE', `/api/delivery-locations/${id}`)).statusCode).toBe(204);
  });
});

describe('rooms', () => {
  it('creates rooms in natural order, refuses a taken number whatever its case, deactivates', async () => {
    for (const roomNumber of ['110', '101', 'A2']) expect((await req('POST', '/api/rooms', { roomNumber })).statusCode).toBe(201);
    expect((await req('GET', '/api/rooms')).json().items.map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['101', '110', 'A2']);
    expect((await req('POST', '/api/rooms', { roomNumber: 'a2' })).statusCode).toBe(409);
    expect((await req('POST', '/api/rooms', { roomNumber: '<1>' })).statusCode).toBe(400);
    const room = (await req('GET', '/api/rooms')).json().items[0];
    expect((await req('PATCH', `/api/rooms/${room.id}`, { isActive: false })).json().isActive).toBe(false);
    expect((await req('DELETE', `/api/rooms/${room.id}`, undefined, other.headers)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/rooms/${room.id}`)).statusCode).toBe(204);
  });
});

describe('venue switches', () => {
  it('reads and updates the delivery settings; percent keeps two decimals', async () => {
    expect((await req('GET', '/api/restaurant/me/delivery-settings')).json()).toEqual({
      feeType: 'fixed',
      fixedFee: 0,
      percentFee: 0,
      minOrderValue: 0,
      deliveryOrderPrepTime: 45,
    });
    const res = await req('PATCH', '/api/restaurant/me/delivery-settings', { feeType: 'percent', percentFee: 12.25, minOrderValue: 1500 });
    expect(res.json()).toEqual({ feeType: 'percent', fixedFee: 0, percentFee: 12.25, minOrderValue: 1500, deliveryOrderPrepTime: 45 });
    expect((await req('PATCH', '/api/restaurant/me/delivery-settings', { percentFee: 12.345 })).statusCode).toBe(400);
    expect((await req('PATCH', '/api/restaurant/me/delivery-settings', { fixedFee: -1 })).statusCode).toBe(400);
    expect((await req('GET', '/api/restaurant/me/delivery-settings', undefined, other.headers)).json().feeType).toBe('fixed');
  });

  it('switches the venue offline and back; the public menu shows it at once', async () => {
    expect((await req('PATCH', '/api/restaurant/me/online', { isOnline: false })).json()).toEqual({ isOnline: false });
    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/menu` });
    expect(menu.json().restaurant.isOnline).toBe(false);
    expect((await req('PATCH', '/api/restaurant/me/online', { isOnline: true })).json()).toEqual({ isOnline: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/menu` })).json().restaurant.isOnline).toBe(true);
    expect((await req('PATCH', '/api/restaurant/me/online', { isOnline: 'yes' })).statusCode).toBe(400);
  });
});
