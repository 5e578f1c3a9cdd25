import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import { signInByApi } from '../support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';

/** The dashboard's strings, so the spec checks what staff really read. */
const en = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/orders-dashboard/locales/en.json'), 'utf8'));
const ar = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/orders-dashboard/locales/ar.json'), 'utf8'));
const enEmployees = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/src/features/employees-admin/locales/en.json'), 'utf8'));

/** Live updates must arrive within a second; the spec waits up to 5 s so a slow machine does not flake. */
const LIVE = { timeout: 5000 };

type TTable = { id: string; code: string; tableDisplayId: string };
type TPlaced = { orderId: string; orderToken: string; order: TPublicOrder };

let browser: Browser;
let staff: BrowserContext;
let diner: BrowserContext;
let page: Page;
let ownerToken: string;
let restaurantId: string;
let tables: TTable[];
let menu: TPublicMenu;
let venue: TSeededVenue;

/**
 * A diner's order through the public API, exactly as the checkout sends it: a quote for the
 * total, then the order with an Idempotency-Key. Dine-in, one item with a modifier and a note,
 * pay later.
 */
async function placeDinerOrder(table: TTable, note: string): Promise<TPlaced> {
  const item = menu.items.find((candidate) => candidate.isAvailableNow && !candidate.hasRequiredModifiers && candidate.modifierGroupIds.length > 0)!;
  const group = menu.modifierGroups.find((candidate) => candidate.id === item.modifierGroupIds[0])!;
  const modifierId = group.modifierIds.find((id) => menu.modifiers.find((modifier) => modifier.id === id)?.isAvailable)!;
  const body = {
    type: 'dine_in',
    tableCode: table.code,
    customer: { name: 'Marta Diner' },
    notes: note,
    lines: [{ itemId: item.id, quantity: 2, modifierIds: [modifierId], notes: 'no lemon' }],
    paymentMethod: 'pay_later',
  };
  const request = diner.request;
  const quote = await request.post(`/api/public/restaurants/${restaurantId}/orders/quote`, { data: body });
  expect(quote.status(), await quote.text()).toBe(200);
  const { total } = (await quote.json()) as { total: number };
  const placed = await request.post(`/api/public/restaurants/${restaurantId}/orders`, {
    data: { ...body, expectedTotal: total },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as TPlaced;
}

async function publicStatus(placed: TPlaced): Promise<TPublicOrder['status']> {
  const res = await diner.request.get(`/api/public/orders/${placed.orderId}?token=${encodeURIComponent(placed.orderToken)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as TPublicOrder).status;
}

/** Counts the chime's tones and records notification titles, so the spec can see the alerts. */
function recordAlerts() {
  const record = window as unknown as { tones: number; notices: string[] };
  record.tones = 0;
  record.notices = [];
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    record.tones++;
    return createOscillator.call(this);
  };
  const Native = window.Notification;
  window.Notification = class extends Native {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      record.notices.push(title);
    }
  } as typeof Notification;
}

const alertsHeard = () =>
  page.evaluate(() => {
    const { tones, notices } = window as unknown as { tones: number; notices: string[] };
    return { tones, notices: [...notices] };
  });

async function acceptingOrders(): Promise<boolean> {
  return (await api<TPublicMenu>('GET', `/api/public/restaurants/${restaurantId}/menu`, null)).availability.acceptingOrders;
}

const orderCard = (orderId: string) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  // A venue of this spec's own, set up like the demo one (open all day, online, six tables, the table view).
  venue = await seedVenue({ name: 'Dashboard Bistro' });
  ownerToken = venue.token;
  restaurantId = venue.restaurantId;
  tables = venue.tables;
  menu = await api<TPublicMenu>('GET', `/api/public/restaurants/${restaurantId}/menu`, null);

  // Two browser contexts: the diner's phone and the staff dashboard, signed in as the venue's owner.
  diner = await newContext(browser, PHONE);
  staff = await newContext(browser, DESKTOP);
  await staff.grantPermissions(['notifications']);
  await staff.addInitScript(recordAlerts);
  page = await staff.newPage();
  await page.goto('/');
  await signInByApi(page, venue.email, venue.password);
  await page.goto('/orders');
  await page.getByTestId('orders-landing').waitFor();
  await page.getByTestId('status-count-new').filter({ hasText: /\d/ }).waitFor();
});

afterAll(() => browser.close());

describe('the live orders dashboard', () => {
  it("shows a diner's new order without a reload, and staff complete it from the dashboard", async () => {
    const newCountBefore = Number(await page.getByTestId('status-count-new').textContent());
    const tonesBefore = (await alertsHeard()).tones;
    const placed = await placeDinerOrder(tables[0]!, 'Peanut allergy');

    // No reload: the order arrives through the socket.
    const card = orderCard(placed.orderId);
    await card.waitFor(LIVE);
    await expect.poll(() => page.getByTestId('status-count-new').textContent(), LIVE).toBe(String(newCountBefore + 1));
    expect(await card.getByTestId('order-number').textContent()).toBe(`#${placed.order.number}`);
    expect(await card.getByTestId('order-notes').textContent()).toContain('Peanut allergy');
    expect(await card.getByTestId('order-line').first().textContent()).toContain('no lemon');
    expect(await card.getByTestId('order-status').textContent()).toBe(en.statuses.new);
    // Announced with the chime and a browser notification.
    const heard = await alertsHeard();
    expect(heard.tones).toBeGreaterThan(tonesBefore);
    expect(heard.notices).toContain(en.notify.newOrderTitle.replace('{{number}}', String(placed.order.number)));

    // Complete, confirmed in a dialog.
    await card.getByTestId('complete-order').click();
    await page.getByRole('dialog').getByTestId('confirm-button').click();
    await card.waitFor({ state: 'detached', ...LIVE });
    await expect.poll(() => page.getByTestId('status-count-new').textContent(), LIVE).toBe(String(newCountBefore));
    expect(await publicStatus(placed)).toBe('completed');

    // It is listed under Completed, with its completion time.
    await page.getByTestId('status-tab-completed').click();
    await orderCard(placed.orderId).getByText(en.completedAt.replace(' {{time}}', '')).waitFor(LIVE);
    await page.getByTestId('status-tab-open').click();
  });

  it('stays silent once muted, and remembers it across a reload', async () => {
    await page.getByTestId('mute-toggle').click();
    expect(await page.getByTestId('mute-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByTestId('orders-landing').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('md.orders.muted'))).toBe('true');
    expect(await page.getByTestId('mute-toggle').getAttribute('aria-pressed')).toBe('true');
    const placed = await placeDinerOrder(tables[0]!, 'Quiet please');
    await orderCard(placed.orderId).waitFor(LIVE);
    expect(await alertsHeard()).toEqual({ tones: 0, notices: [] });
    await page.getByTestId('mute-toggle').click();
    expect(await page.getByTestId('mute-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it("switches the venue offline and back online from the dashboard's header", async () => {
    const toggle = page.getByRole('switch', { name: en.online.on });
    await toggle.click();
    await page.getByTestId('venue-offline-note').waitFor(LIVE);
    await expect.poll(acceptingOrders, LIVE).toBe(false);
    await page.getByRole('switch', { name: en.online.off }).click();
    await page.getByTestId('venue-offline-note').waitFor({ state: 'detached', ...LIVE });
    await expect.poll(acceptingOrders, LIVE).toBe(true);
  });

  it('shows a waiter call from a table', async () => {
    const table = tables[2]!;
    const res = await diner.request.post(`/api/public/tables/${table.code}/call-waiter`);
    expect(res.status()).toBe(201);
    const alert = page.getByTestId('call-waiter-alert').filter({ hasText: en.callWaiter.title.replace('{{table}}', table.tableDisplayId) });
    await alert.waitFor(LIVE);
    await alert.getByRole('button', { name: en.callWaiter.dismiss }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('takes an order through the kitchen steps, assigns it and prints its 80 mm ticket', async () => {
    const placed = await placeDinerOrder(tables[1]!, 'No nuts please');
    const card = orderCard(placed.orderId);
    await card.waitFor(LIVE);
    for (const step of ['accepted', 'preparing', 'ready'] as const) {
      await card.getByTestId(`step-${step}`).click();
      await expect.poll(() => card.getAttribute('data-status'), LIVE).toBe(step);
      expect(await publicStatus(placed)).toBe(step);
    }
    expect(await card.getByTestId('step-ready').count()).toBe(0);

    await card.getByTestId('assign-select').selectOption({ label: 'Ana (1)' });
    await expect
      .poll(async () => (await api<{ employeeId: string | null }>('GET', `/api/orders/${placed.orderId}`, ownerToken)).employeeId, LIVE)
      .not.toBeNull();

    // The ticket is its own page; the dashboard's button opens it with ?print=1.
    expect(await card.getByTestId('print-ticket').getAttribute('href')).toBe(`/orders/${placed.orderId}/ticket?print=1`);
    const ticketPage = await staff.newPage();
    await ticketPage.goto(`/orders/${placed.orderId}/ticket`);
    const ticket = ticketPage.getByTestId('kitchen-ticket');
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('No nuts please');
    expect(await ticket.textContent()).toContain('Ana');
    await ticketPage.emulateMedia({ media: 'print' });
    const widthMm = await ticket.evaluate((element) => (element.getBoundingClientRect().width * 25.4) / 96);
    expect(Math.round(widthMm)).toBe(80);
    await ticketPage.emulateMedia({ media: 'screen' });
    await screenshot(ticketPage, 'orders-kitchen-ticket-desktop');
    await ticketPage.close();

    await card.getByTestId('cancel-order').click();
    await page.getByRole('dialog').getByTestId('confirm-button').click();
    await card.waitFor({ state: 'detached', ...LIVE });
    expect(await publicStatus(placed)).toBe('cancelled');
  });

  it('says when it is offline and catches up with what it missed once back', async () => {
    await staff.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 10_000 });
    const placed = await placeDinerOrder(tables[3]!, 'Placed while offline');
    await staff.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 15_000 });
    await orderCard(placed.orderId).waitFor({ timeout: 15_000 });
  });

  it('completes every open order of a table from the table view', async () => {
    const table = tables[4]!;
    const first = await placeDinerOrder(table, 'Table order one');
    const second = await placeDinerOrder(table, 'Table order two');
    await page.getByTestId('view-switch').getByText(en.views.tables).click();
    const tableCard = page.getByTestId('table-card').and(page.locator(`[data-table="${table.tableDisplayId}"]`));
    await expect.poll(() => tableCard.getByTestId('table-order').count(), LIVE).toBe(2);
    await tableCard.getByTestId('complete-table').click();
    await page.getByRole('dialog').getByTestId('confirm-button').click();
    await tableCard.getByText(en.tables.free).waitFor(LIVE);
    expect([await publicStatus(first), await publicStatus(second)]).toEqual(['completed', 'completed']);
    await page.getByTestId('view-switch').getByText(en.views.list).click();
  });

  it('adds an employee with a PIN, refuses a taken short id, and removes the employee', async () => {
    await page.getByTestId('employees-link').click();
    await page.waitForURL('**/orders/employees');
    await page.getByTestId('add-employee').click();
    await page.getByTestId('employee-name').fill('Dora');
    await page.getByTestId('employee-display-id').fill('1');
    await page.getByTestId('employee-pin').fill('12');
    await page.getByTestId('employee-save').click();
    await page.getByText(enEmployees.errors.pin).waitFor();
    await page.getByTestId('employee-pin').fill('4321');
    await page.getByTestId('employee-save').click();
    await page.getByText(enEmployees.errors.displayIdTaken.replace('{{displayId}}', '1')).waitFor();
    await page.getByTestId('employee-display-id').fill('D9');
    await page.getByTestId('employee-save').click();
    const row = page.getByTestId('employee-row').filter({ hasText: 'Dora' });
    await row.waitFor();
    expect(await row.textContent()).toContain(enEmployees.pinSet);
    await row.getByRole('button', { name: enEmployees.deleteLabel.replace('{{name}}', 'Dora') }).click();
    await page.getByRole('dialog').getByTestId('confirm-button').click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('back-to-orders').click();
    await page.getByTestId('orders-landing').waitFor();
  });

  it('looks right on a desktop and a phone, in English and in Arabic (right to left)', async () => {
    await placeDinerOrder(tables[5]!, 'Gluten free');
    await page.reload();
    await page.getByTestId('order-card').first().waitFor();
    await screenshot(page, 'orders-dashboard-desktop-en');
    // A fresh load at each size, so no layout transition is caught half-way.
    const resize = async (size: typeof PHONE) => {
      await page.setViewportSize(size);
      await page.reload();
      await page.getByTestId('order-card').first().waitFor();
    };
    await resize(PHONE);
    await screenshot(page, 'orders-dashboard-phone-en');

    await page.getByTestId('language-switcher').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: ar.title }).waitFor();
    await screenshot(page, 'orders-dashboard-phone-ar');
    await resize(DESKTOP);
    await page.getByRole('heading', { name: ar.title }).waitFor();
    await screenshot(page, 'orders-dashboard-desktop-ar');

    await page.goto('/orders/employees');
    await page.getByTestId('employee-row').first().waitFor();
    await screenshot(page, 'orders-employees-desktop-ar');
    await page.getByTestId('language-switcher').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('employee-row').first().waitFor();
    await screenshot(page, 'orders-employees-phone-en');
  });
});
