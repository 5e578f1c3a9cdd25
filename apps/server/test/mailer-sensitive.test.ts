import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENT_SENSITIVE_BODY } from '../src/lib/mailer-repository.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { startFakeSmtp, type TFakeSmtp } from './helpers/fake-providers.ts';

/** A gift card's code is a bearer secret: once SMTP has taken its e-mail, the outbox must not keep it. */
let t: TTestApp;
let smtp: TFakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const rowTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

describe('sensitive e-mails', () => {
  it('are sent whole, then the outbox keeps the subject only', async () => {
    const to = `gift-${Date.now()}@example.com`;
    const code = 'CAFE-TREA-T479-HAPY';
    await t.deps.mailer.send({ to, subject: 'A gift card for you', text: `Your code: ${code}`, html: `<p>${code}</p>`, sensitive: true });
    expect((await rowTo(to)).text_body).toContain(code);

    await t.deps.jobs.runDueJobs();
    const sent = smtp.messages.filter((m) => m.to.some((x) => x.includes(to)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toContain(code);
    const row = await rowTo(to);
    expect(row.sent_at).not.toBeNull();
    expect(row.subject).toBe('A gift card for you');
    expect(row.text_body).toBe(SENT_SENSITIVE_BODY);
    expect(row.html_body).toBeNull();
    const anywhere = await t.db.selectFrom('email_outbox').select(['text_body', 'html_body']).execute();
    expect(anywhere.some((r) => `${r.text_body}${r.html_body ?? ''}`.includes(code))).toBe(false);
  });

  it('ordinary e-mails keep their bodies after sending', async () => {
    const to = `plain-${Date.now()}@example.com`;
    await t.deps.mailer.send({ to, subject: 'Receipt', text: 'Thank you' });
    await t.deps.jobs.runDueJobs();
    const row = await rowTo(to);
    expect(row.sent_at).not.toBeNull();
    expect(row.text_body).toBe('Thank you');
  });
});
