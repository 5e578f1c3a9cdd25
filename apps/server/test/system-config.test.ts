import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

describe('configuration', () => {
  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('treats empty variables as unset and fills defaults', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '4100' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.COOKIE_SECURE).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
  });
});

describe('a failure inside the server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 500 in the error shape without internals (no SQL, no stack)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { accountType: 'customer', email: 'a@b.co', password: 'Aa!45678', fullName: 'Ann' },
    });
    // A reset request writes to the outbox; without its table the database throws a raw SQL error.
    await sql`drop table email_outbox`.execute(t.db);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(201);
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal Server Error' } });
    expect(broken.body).not.toMatch(/email_outbox|select|insert|at .*\.ts/i);
  });
});
