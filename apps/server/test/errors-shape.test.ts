import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema } from '@menudelite/shared/errors';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/**
 * Every error path answers { error: { code, message, details?: [{ path, key, params? }] } } with
 * keys from the shared enum (issue 7 section 2): Fastify's own errors, zod failures, service errors.
 */
let t: TTestApp;
let venue: TVenue;
beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
});
afterAll(() => t.close());

type TInject = InjectOptions;
async function errorOf(request: TInject, status: number, code: string) {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const parsed = ZErrorResponseSchema.safeParse(res.json());
  expect(parsed.success, res.body).toBe(true);
  expect(parsed.data!.error.code).toBe(code);
  return parsed.data!.error;
}

describe("Fastify's own errors in our shape", () => {
  it('answers a malformed percent-encoding with 400 BAD_REQUEST', async () => {
    const error = await errorOf({ method: 'GET', url: '/api/menu/sections/%ff', headers: venue.headers }, 400, 'BAD_REQUEST');
    expect(error.message).not.toMatch(/FST_/);
  });

  it('answers a 5,000-character path parameter with 414 URI_TOO_LONG', async () => {
    await errorOf({ method: 'GET', url: `/api/menu/sections/${'a'.repeat(5000)}`, headers: venue.headers }, 414, 'URI_TOO_LONG');
  });

  it('answers an unknown API route with 404 NOT_FOUND', async () => {
    await errorOf({ method: 'GET', url: '/api/nothing-here' }, 404, 'NOT_FOUND');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    await errorOf({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '{"email": ' }, 400, 'BAD_REQUEST');
  });

  it('answers a missing JSON body with 400 VALIDATION_FAILED, the body required', async () => {
    const error = await errorOf(
      { method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([expect.objectContaining({ path: 'body', key: 'required' })]);
  });

  it('answers a wrong content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    await errorOf({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    await errorOf({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload }, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('zod validation failures', () => {
  it('key every issue with params, and keep raw paths out of the top message', async () => {
    const error = await errorOf(
      {
        method: 'POST',
        url: '/api/auth/signup',
        payload: { accountType: 'chef', email: 'not-an-email', password: 'weak', fullName: 'x'.repeat(121), extra: 1 },
      },
      400,
      'VALIDATION_FAILED',
    );
    const byPath = Object.fromEntries(error.details!.map((detail) => [detail.path, detail]));
    expect(byPath['body.accountType']).toMatchObject({ key: 'invalidEnum' });
    expect(byPath['body.email']).toMatchObject({ key: 'invalidEmail' });
    expect(byPath['body.password']).toMatchObject({ key: 'passwordWeak', params: { min: 8 } });
    expect(byPath['body.fullName']).toMatchObject({ key: 'tooLong', params: { max: 120 } });
    expect(error.message).not.toMatch(/^body\./);
  });

  it('call a missing field required, and a too-short text tooShort or required', async () => {
    const error = await errorOf({ method: 'POST', url: '/api/menu/sections', headers: venue.headers, payload: { description: 'x' } }, 400, 'VALIDATION_FAILED');
    expect(error.details).toContainEqual(expect.objectContaining({ path: 'body.title', key: 'required' }));
    const empty = await errorOf({ method: 'POST', url: '/api/menu/sections', headers: venue.headers, payload: { title: '' } }, 400, 'VALIDATION_FAILED');
    expect(empty.details).toContainEqual(expect.objectContaining({ path: 'body.title', key: 'required' }));
  });

  it('key a refinement of a shared schema by its own key (min above max)', async () => {
    const error = await errorOf(
      { method: 'POST', url: '/api/menu/modifier-groups', headers: venue.headers, payload: { name: 'Size', min: 3, max: 1 } },
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([expect.objectContaining({ path: 'body.min', key: 'minAboveMax' })]);
  });
});

describe('service errors', () => {
  it('key a rule the service checks (a cursor the API never gave out)', async () => {
    const error = await errorOf({ method: 'GET', url: '/api/menu/items?cursor=nonsense', headers: venue.headers }, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual([expect.objectContaining({ path: 'querystring.cursor', key: 'invalidCursor' })]);
  });

  it('key a clash (a second table with the same name) and a missing row', async () => {
    const table = { tableDisplayId: 'T1' };
    await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: table });
    const error = await errorOf({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: table }, 409, 'CONFLICT');
    expect(error.details).toEqual([expect.objectContaining({ path: 'body.tableDisplayId', key: 'alreadyExists' })]);
    const missing = await errorOf({ method: 'GET', url: '/api/menu/sections/no-such-id', headers: venue.headers }, 404, 'NOT_FOUND');
    expect(missing.details).toBeUndefined();
  });

  it('key a PATCH with nothing to change as the whole request', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/menu/sections', headers: venue.headers, payload: { title: 'Soups' } });
    const error = await errorOf(
      { method: 'PATCH', url: `/api/menu/sections/${created.json().id}`, headers: venue.headers, payload: {} },
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([expect.objectContaining({ path: 'body', key: 'nothingToChange' })]);
  });

  it('answer a missing sign-in with UNAUTHENTICATED, whose code is its key', async () => {
    await errorOf({ method: 'GET', url: '/api/menu/sections' }, 401, 'UNAUTHENTICATED');
  });
});
