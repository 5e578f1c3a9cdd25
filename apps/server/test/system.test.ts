import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('reports a healthy database of the configured dialect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('echoes a sane mdRequestId and mints one otherwise', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { mdRequestId: 'client-42' } });
    expect(kept.headers['mdrequestid']).toBe('client-42');
    const minted = await t.app.inject({ method: 'GET', url: '/api/health', headers: { mdRequestId: '<script>' } });
    expect(minted.headers['mdrequestid']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('lists self-hosted font families whose stylesheets are served', async () => {
    const fonts = await t.app.inject({ method: 'GET', url: '/api/fonts' });
    expect(fonts.json()).toContain('Inter');
    const css = await t.app.inject({ method: 'GET', url: '/fonts/inter/index.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('@font-face');
  });

  it('sends a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
