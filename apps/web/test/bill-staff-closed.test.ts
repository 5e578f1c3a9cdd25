import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider, Modal, createTheme } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBillPage, TBillSummary, TStaffBill } from '@menudelite/shared/bills/contracts';
import { ROLE_PERMISSIONS } from '@menudelite/shared/team/permissions';
import type { TTeamMe } from '@menudelite/shared/team/contracts';
import { clearAccessToken, setAccessToken } from '../src/lib/session/access-token';
import { getClosedBills, CLOSED_PAGE_SIZE } from '../src/features/bill-staff/api/get-closed-bills';
import { billsKeys } from '../src/features/bill-staff/api/bills-keys';
import { getStaffBill } from '../src/features/bill-staff/api/get-staff-bill';
import { ClosedBillsPanel } from '../src/features/bill-staff/components/closed-bills-panel';
import en from '../src/features/bill-staff/locales/en.json';
import errorsEn from '../src/i18n/errors/en.json';
import { billOf } from './table-bill-fixture';

/** A portal only opens in a browser: the dialog renders in place here, so the static markup holds it. */
const theme = createTheme({ components: { Modal: Modal.extend({ defaultProps: { withinPortal: false } }) } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Table 4's partly refunded lunch, closed at 14:30 in Malta (13:30 UTC). */
const lunch: TStaffBill = {
  ...billOf([{ name: 'Pasta', amount: 4000, paidAmount: 4000 }], { id: 'bill-4', tableDisplayId: '4', status: 'closed', closedAt: '2026-11-23T13:30:00.000Z' }),
  tableId: 'table-4',
  closedReason: 'paid',
  closedBy: null,
  payments: [
    {
      id: 'pay-1',
      amount: 4000,
      tip: 0,
      processingFee: 0,
      total: 4000,
      method: 'card',
      status: 'succeeded',
      payerName: 'Ana',
      cardLast4: '4242',
      createdAt: '2026-11-23T13:29:00.000Z',
      refundedAmount: 1050,
    },
    {
      id: 'pay-2',
      amount: 0,
      tip: 0,
      processingFee: 0,
      total: 0,
      method: 'gift_card',
      status: 'succeeded',
      payerName: 'Ben',
      cardLast4: null,
      createdAt: '2026-11-23T13:29:30.000Z',
      refundedAmount: 0,
    },
  ],
};
const summary = (bill: TStaffBill): TBillSummary => ({
  id: bill.id,
  tableId: bill.tableId,
  tableDisplayId: bill.tableDisplayId,
  currency: bill.currency,
  status: bill.status,
  openedAt: bill.openedAt,
  closedAt: bill.closedAt,
  version: bill.version,
  totals: bill.totals,
  paymentsCount: bill.payments.length,
  linesCount: bill.lines.length,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { 'bill-staff': en, errors: errorsEn } },
    interpolation: { escapeValue: false },
  });
});

describe('closed bills on the staff table view', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('staff-token', Date.now() + 600_000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearAccessToken();
  });

  /** The API answers (mocked fetch) read through the feature's own requests, then the panel rendered from them. */
  async function render(url: string) {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path.includes('/api/restaurant/bills?')) return json(200, { items: [summary(lunch)], nextCursor: 'next-page' } satisfies TBillPage);
      if (path.includes('/api/restaurant/bills/bill-4')) return json(200, lunch);
      return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const page = await getClosedBills('');
    client.setQueryData(billsKeys.closed(), { pages: [page], pageParams: [''] });
    client.setQueryData(billsKeys.bill('bill-4'), await getStaffBill('bill-4'));
    client.setQueryData(['session', 'team-me', null, null], { permissions: ROLE_PERMISSIONS.manager } as unknown as TTeamMe);
    const tree = createElement(
      MantineProvider,
      { theme },
      createElement(
        QueryClientProvider,
        { client },
        createElement(MemoryRouter, { initialEntries: [url] }, createElement(ClosedBillsPanel, { timeZone: 'Europe/Malta' })),
      ),
    );
    return renderToStaticMarkup(tree);
  }

  it('asks for closed bills a page at a time, and lists each with its table, closing time on the venue’s clock, figures and reason', async () => {
    const html = await render('/orders?view=tables');
    const listCall = String(fetchMock.mock.calls[0]![0]);
    expect(listCall).toContain('status=closed');
    expect(listCall).toContain(`limit=${CLOSED_PAGE_SIZE}`);
    expect(html).toContain('data-bill="bill-4"');
    const shown = text(html);
    expect(shown).toContain('Closed bills');
    expect(shown).toContain('Table 4');
    expect(shown).toContain('11/23/26, 2:30 PM'); // 13:30 UTC is 14:30 in Malta
    expect(shown).toContain('Total: €40.00');
    expect(shown).toContain('Paid: €40.00');
    expect(shown).toContain('Refunded: €10.50');
    expect(shown).toContain('Paid and closed');
    expect(html).toContain('data-testid="closed-bills-more"');
    expect(html).not.toContain('data-testid="bill-details-dialog"');
  });

  it('opens the bill named in the address in the details dialog, where its payment can still be refunded', async () => {
    const html = await render('/orders?view=tables&closedBill=bill-4');
    expect(html).toContain('data-testid="bill-details-dialog"');
    expect(text(html)).toContain('Table 4: bill');
    expect(html).toContain('data-testid="refund-payment"');
    // A share paid from a gift card is named as such (issue 11).
    expect(text(html)).toContain('Ben · Gift card');
  });
});
