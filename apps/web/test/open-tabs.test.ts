import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TStaffTab, TTabPage } from '@menudelite/shared/tabs/contracts';
import type { TTeamMe } from '@menudelite/shared/team/contracts';
import { ROLE_PERMISSIONS } from '@menudelite/shared/team/permissions';
import { OpenTabsPage } from '../src/features/open-tabs/routes/open-tabs-page';
import { TabCard } from '../src/features/open-tabs/components/tab-card';
import { mayCloseTabs } from '../src/features/open-tabs/lib/may-close';
import { checkTabRules, tabRulesBody } from '../src/features/open-tabs/lib/rules-form';
import en from '../src/features/open-tabs/locales/en.json';
import errorsEn from '../src/i18n/errors/en.json';

vi.mock('../src/lib/http/api-client', () => ({ apiRequest: vi.fn(() => new Promise(() => {})) }));

/** The staff device says New York; the venues are in Malta and Tokyo: deadlines read on the venue's clock. */
const deviceZone = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10:00 in Malta, 17:00 in Tokyo, 04:00 in New York, all on 1 July.
  vi.setSystemTime(new Date('2026-07-01T08:00:00Z'));
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { 'open-tabs': en, errors: errorsEn } },
    interpolation: { escapeValue: false },
  });
});
afterAll(() => {
  vi.useRealTimers();
  process.env.TZ = deviceZone;
});

const TAB: TStaffTab = {
  id: 'tab-1',
  status: 'open',
  billId: 'bill-1',
  tableId: 'table-5',
  tableDisplayId: '5',
  payerName: 'Ana',
  cardLast4: '4242',
  currency: 'eur',
  amountRemaining: 3370,
  openedAt: '2026-07-01T07:30:00Z',
  closesAt: '2026-07-01T13:15:00Z',
  closesBecause: 'idle',
  defaultTipPercent: 10,
  closedAt: null,
  chargedAmount: null,
  tipAmount: null,
  failureMessage: null,
  timeZone: 'Europe/Malta',
};

const me = (role: keyof typeof ROLE_PERMISSIONS) => ({ permissions: ROLE_PERMISSIONS[role] }) as unknown as TTeamMe;

/** The screen as Mantine, react-query and the router render it, from answers already in the cache (nothing is fetched). */
function render(node: ReactNode, cache: { tabs?: TStaffTab[]; role?: keyof typeof ROLE_PERMISSIONS } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (cache.tabs) client.setQueryData(['open-tabs', 'tabs'], { pages: [{ items: cache.tabs, nextCursor: null } satisfies TTabPage], pageParams: [''] });
  client.setQueryData(['open-tabs', 'settings'], { idleMinutes: 90, defaultTipPercent: 10 });
  if (cache.role) client.setQueryData(['session', 'team-me', null, null], me(cache.role));
  const tree = createElement(MantineProvider, null, createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, node)));
  return renderToStaticMarkup(tree);
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('/orders/tabs: the list', () => {
  it('shows each table’s tab with its deadline on the venue’s clock, never the device’s', () => {
    const tokyo: TStaffTab = {
      ...TAB,
      id: 'tab-2',
      tableDisplayId: '12',
      timeZone: 'Asia/Tokyo',
      closesAt: '2026-07-01T15:30:00Z',
      closesBecause: 'closingTime',
    };
    const html = render(createElement(OpenTabsPage), { tabs: [TAB, tokyo], role: 'owner' });
    expect(html.match(/data-testid="tab-card"/g)).toHaveLength(2);
    const words = text(html);
    expect(words).toContain('Table 5');
    expect(words).toContain('€33.70');
    // 13:15 UTC is 3:15 PM in Malta (9:15 AM on the New York device).
    expect(words).toContain('Closes by itself at 3:15 PM if nothing is ordered or paid');
    // 15:30 UTC is already 2 July in Tokyo: its date is shown.
    expect(words).toContain('Closes at closing time, 7/2/26, 12:30 AM');
    expect(words).not.toContain('9:15 AM');
    expect(words).toContain('Tab rules');
  });

  it('says so when no table has a tab', () => {
    expect(render(createElement(OpenTabsPage), { tabs: [], role: 'owner' })).toContain('data-testid="no-tabs"');
  });

  it('a failed tab says what the bill still asks for and offers no "Close now"', () => {
    const html = render(createElement(TabCard, { tab: { ...TAB, status: 'failed', closesAt: null }, canClose: true }));
    expect(text(html)).toContain('The card was declined: €33.70 is still open on the bill');
    expect(html).not.toContain('tab-close-now');
    expect(html).not.toContain('tab-deadline');
  });
});

describe('/orders/tabs: "Close now" charges a card, so it follows the role', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows to a role with orders.take, not to one without, and not while the role is loading', () => {
    expect(mayCloseTabs({ data: me('frontOfHouse'), isError: false })).toBe(true);
    expect(mayCloseTabs({ data: me('kitchen'), isError: false })).toBe(false);
    expect(mayCloseTabs({ data: undefined, isError: false })).toBe(false);
    // No team answer: the server decides.
    expect(mayCloseTabs({ data: null, isError: false })).toBe(true);
    expect(mayCloseTabs({ data: undefined, isError: true })).toBe(true);

    expect(render(createElement(OpenTabsPage), { tabs: [TAB], role: 'frontOfHouse' })).toContain('data-testid="tab-close-now"');
    expect(render(createElement(OpenTabsPage), { tabs: [TAB], role: 'kitchen' })).not.toContain('data-testid="tab-close-now"');
    expect(render(createElement(OpenTabsPage), { tabs: [TAB] })).not.toContain('data-testid="tab-close-now"');
  });

  it('the rules form shows to settings.change only', () => {
    expect(render(createElement(OpenTabsPage), { tabs: [TAB], role: 'manager' })).toContain('data-testid="tab-rules"');
    expect(render(createElement(OpenTabsPage), { tabs: [TAB], role: 'frontOfHouse' })).not.toContain('data-testid="tab-rules"');
  });
});

describe('/orders/tabs: the rules form checks what the server would, by error key', () => {
  it('refuses an empty, zero, too long or fractional idle time and a tip above 30 %', () => {
    expect(checkTabRules({ idleMinutes: '', defaultTipPercent: '' }).errors).toEqual({ idleMinutes: { key: 'keys.required' } });
    expect(checkTabRules({ idleMinutes: 0, defaultTipPercent: '' }).errors).toEqual({ idleMinutes: { key: 'keys.tooSmall', values: { min: 1 } } });
    expect(checkTabRules({ idleMinutes: 1441, defaultTipPercent: '' }).errors).toEqual({ idleMinutes: { key: 'keys.tooBig', values: { max: 1440 } } });
    expect(checkTabRules({ idleMinutes: 1.5, defaultTipPercent: '' }).errors).toEqual({ idleMinutes: { key: 'keys.notInteger' } });
    expect(checkTabRules({ idleMinutes: '-', defaultTipPercent: '' }).errors).toEqual({ idleMinutes: { key: 'keys.notANumber' } });
    expect(checkTabRules({ idleMinutes: 60, defaultTipPercent: 31 }).errors).toEqual({ defaultTipPercent: { key: 'keys.tooBig', values: { max: 30 } } });
    expect(checkTabRules({ idleMinutes: 60, defaultTipPercent: -5 }).errors).toEqual({ defaultTipPercent: { key: 'keys.tooSmall', values: { min: 1 } } });
    // Every key has its sentence in the errors namespace.
    expect(i18next.t('keys.tooBig', { ns: 'errors', max: 30 })).toBe('Please enter at most 30.');
  });

  it('sends whole minutes and no tip for an empty or zero tip', () => {
    expect(checkTabRules({ idleMinutes: 90, defaultTipPercent: 12 })).toEqual({ settings: { idleMinutes: 90, defaultTipPercent: 12 }, errors: null });
    expect(checkTabRules({ idleMinutes: '45', defaultTipPercent: '' }).settings).toEqual({ idleMinutes: 45, defaultTipPercent: null });
    expect(tabRulesBody({ idleMinutes: 180, defaultTipPercent: 0 })).toEqual({ idleMinutes: 180, defaultTipPercent: null });
  });
});
