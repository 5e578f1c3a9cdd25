import { expect } from 'vitest';
import type { TChatMessage, TChatThreadPage } from '@menudelite/shared/guest-chat/contracts';
import { createJobRunner } from '../src/features/jobs/public.ts';
import { registerGuestChatJobs } from '../src/features/guest-chat/email-job.ts';
import { guestChatStays } from '../src/features/stays/public.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { guestHeaders } from './hotel-helpers.ts';

/** Shared by the guest-chat-*.test.ts files (hotels, stays and guest tokens come from hotel-helpers.ts). */

export function guestSend(t: TTestApp, token: string, body: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/public/guest/chat/messages', headers: { ...guestHeaders(token), ...headers }, payload: { body, ...extra } });
}

export async function guestSent(t: TTestApp, token: string, body: string, extra: Record<string, unknown> = {}): Promise<TChatMessage> {
  const res = await guestSend(t, token, body, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TChatMessage;
}

export function staffSend(t: TTestApp, headers: Record<string, string>, threadId: string, body: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages`, headers, payload: { body, ...extra } });
}

export async function staffSent(t: TTestApp, headers: Record<string, string>, threadId: string, body: string): Promise<TChatMessage> {
  const res = await staffSend(t, headers, threadId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TChatMessage;
}

export async function inbox(t: TTestApp, headers: Record<string, string>, query = ''): Promise<TChatThreadPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/chat/threads${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TChatThreadPage;
}

export function guestChat(t: TTestApp, token: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/public/guest/chat${query}`, headers: guestHeaders(token) });
}

/** Row counts the chat writes: equal before and after proves a refusal wrote nothing. */
export async function chatSnapshot(t: TTestApp) {
  const count = async (table: 'chat_threads' | 'chat_messages' | 'staff_events' | 'jobs' | 'email_outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    threads: await count('chat_threads'),
    messages: await count('chat_messages'),
    staffEvents: await count('staff_events'),
    jobs: await count('jobs'),
    emails: await count('email_outbox'),
  };
}

const silent = { error: () => {}, warn: () => {} };

/** The unread e-mail job on a runner whose clock the test moves (the real handler; only "now" is the test's). */
export function chatClock(t: TTestApp) {
  const clock = { now: new Date() };
  const runner = createJobRunner({ db: t.db, log: silent, now: () => clock.now });
  registerGuestChatJobs(runner, { db: t.db, mailer: t.deps.mailer, stays: guestChatStays, publicUrl: 'https://menudelite.test', now: () => clock.now });
  return {
    runner,
    /** Moves the clock to `seconds` from the real now and runs what is due by then. */
    async after(seconds: number) {
      clock.now = new Date(Date.now() + seconds * 1000);
      return runner.runDueJobs();
    },
  };
}

export async function emailsTo(t: TTestApp, to: string) {
  return t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
}
