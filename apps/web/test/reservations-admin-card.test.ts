import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TReservation } from '@menudelite/shared/reservations/contracts';
import { ReservationCard } from '../src/features/reservations-admin/components/reservation-card';
import { timeFormatter } from '../src/features/reservations-admin/lib/format';
import en from '../src/features/reservations-admin/locales/en.json';
import ar from '../src/features/reservations-admin/locales/ar.json';
import errorsEn from '../src/i18n/errors/en.json';

vi.mock('../src/lib/http/api-client', () => ({ apiRequest: vi.fn(() => new Promise(() => {})) }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { 'reservations-admin': en, errors: errorsEn }, ar: { 'reservations-admin': ar } },
    interpolation: { escapeValue: false },
  });
});

const BOOKING: TReservation = {
  id: 'r1',
  status: 'booked',
  source: 'online',
  startsAt: '2026-07-01T17:30:00Z',
  endsAt: '2026-07-01T19:15:00Z',
  date: '2026-07-01',
  localTime: '19:30',
  period: 'Dinner',
  partySize: 4,
  tableIds: ['t1', 't2'],
  tableLabels: ['1', '2'],
  name: 'Ana Borg',
  email: 'ana@example.com',
  phone: null,
  notes: 'Window seat',
  occasion: 'birthday',
  allergies: 'Peanuts',
  language: 'en',
  guestNoShows: 2,
  guestVisits: 5,
  seatedAt: null,
  completedAt: null,
  cancelledAt: null,
  createdAt: '2026-06-20T10:00:00Z',
  updatedAt: '2026-06-20T10:00:00Z',
};

function render(reservation: TReservation, now: Date, isNew = false): string {
  const client = new QueryClient();
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        MantineProvider,
        null,
        createElement(ReservationCard, {
          reservation,
          now,
          formatTime: timeFormatter('en', 'Europe/Malta'),
          isNew,
          onOpen: () => {},
          onSeen: () => {},
        }),
      ),
    ),
  );
}

describe('a booking on the list', () => {
  it("shows the venue's times, the party, joined tables, the guest's notes and past no-shows", () => {
    const html = render(BOOKING, new Date('2026-07-01T12:00:00Z'), true);
    expect(html).toContain('7:30 PM');
    expect(html).toContain('9:15 PM');
    expect(html).toContain('Party of 4');
    expect(html).toContain('Tables 1 + 2');
    expect(html).toContain('Occasion: Birthday');
    expect(html).toContain('Allergies: Peanuts');
    expect(html).toContain('No-shows before: 2');
    expect(html).toContain('data-new="true"');
  });

  it('puts the next step on its button: confirm, then seat, then complete; nothing once finished', () => {
    const before = new Date('2026-07-01T12:00:00Z');
    expect(render(BOOKING, before)).toContain('data-testid="action-confirm"');
    const confirmed = render({ ...BOOKING, status: 'confirmed' }, before);
    expect(confirmed).toContain('data-testid="action-seat"');
    expect(confirmed).not.toContain('data-testid="action-confirm"');
    const seated = render({ ...BOOKING, status: 'seated' }, before);
    expect(seated).toContain('data-testid="action-complete"');
    expect(seated).not.toContain('data-testid="action-seat"');
    for (const status of ['completed', 'cancelled', 'noShow'] as const) {
      const html = render({ ...BOOKING, status }, before);
      expect(html).not.toMatch(/data-testid="action-(confirm|seat|complete)"/);
    }
  });

  it('names a walk-in without a name', () => {
    const html = render({ ...BOOKING, name: '', source: 'walkIn', status: 'seated', email: null, tableIds: [], tableLabels: [] }, new Date());
    expect(html).toContain('Walk-in guest');
    expect(html).toContain('No table yet');
  });
});
