import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsOf } from '../src/lib/mailer.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { startFakeSmtp, type TFakeSmtp } from './helpers/fake-providers.ts';
import { ownerVenue } from './helpers/team.ts';

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

describe('e-mail attachments (outbox + nodemailer)', () => {
  it('stores attachments on the outbox row and sends them as MIME parts', async () => {
    const to = `attach-${Date.now()}@example.com`;
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await t.deps.mailer.send({
      to,
      subject: 'With files',
      text: 'see attached',
      attachments: [
        { filename: 'booking.ics', contentType: 'text/calendar; method=PUBLISH', content: ics },
        { filename: 'dot.bin', contentType: 'application/octet-stream', content: Buffer.from([0, 1, 2, 250]).toString('base64'), encoding: 'base64' },
      ],
    });
    const row = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
    const stored = attachmentsOf(row);
    expect(stored.map((a) => a.filename)).toEqual(['booking.ics', 'dot.bin']);
    expect(stored[0]!.content).toBe(ics);

    await t.deps.jobs.runDueJobs();
    const sent = smtp.messages.filter((m) => m.to.some((x) => x.includes(to)));
    expect(sent).toHaveLength(1);
    const data = sent[0]!.data;
    expect(data).toMatch(/Content-Type: multipart\/mixed/i);
    expect(data).toMatch(/Content-Type: text\/calendar; method=PUBLISH; name=booking\.ics/i);
    expect(data).toMatch(/filename=dot\.bin/);
    expect(data).toContain(Buffer.from([0, 1, 2, 250]).toString('base64'));
    expect(data).toContain(Buffer.from(ics).toString('base64'));
  });

  it('an e-mail without attachments keeps a null column and sends no multipart/mixed', async () => {
    const to = `plain-${Date.now()}@example.com`;
    await t.deps.mailer.send({ to, subject: 'Plain', text: 'hello' });
    const row = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
    expect(row.attachments_json).toBeNull();
    expect(attachmentsOf(row)).toEqual([]);
    await t.deps.jobs.runDueJobs();
    const sent = smtp.messages.filter((m) => m.to.some((x) => x.includes(to)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).not.toMatch(/multipart\/mixed/i);
  });

  it("the venue's outbox listing names each attachment (never its content)", async () => {
    const owner = await ownerVenue(t.app);
    await t.deps.mailer.send({
      to: 'guest@example.com',
      subject: 'Booked',
      text: 'see attached',
      restaurantId: owner.venueId,
      attachments: [{ filename: 'reservation.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR' }],
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurant/me/outbox', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const booked = res.json().items.find((item: { subject: string }) => item.subject === 'Booked');
    expect(booked.attachments).toEqual([{ filename: 'reservation.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]);
    expect(res.body).not.toContain('BEGIN:VCALENDAR');
  });
});
