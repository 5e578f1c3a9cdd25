import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO } from '../support/accounts.ts';
import { PHONE, baseUrl, launchBrowser } from '../support/browser.ts';

/**
 * axe-core on the diner's screens (issue 3: "an axe-core scan of the menu and item sheet finds no
 * serious or critical violations"), on the demo venue's seeded menu, in English and in Arabic.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type TAxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };
type TAxeWindow = { axe: { run: (context: Document, options: object) => Promise<{ violations: TAxeViolation[] }> } };

let browser: Browser;
let tableCode: string;

/** The demo venue's first table, read through the staff API as its owner. */
async function demoTableCode(): Promise<string> {
  const signIn = await fetch(`${baseUrl()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.owner, password: DEMO.password }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const tables = (await (await fetch(`${baseUrl()}/api/tables`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
    items: { code: string; isActive: boolean }[];
  };
  return tables.items.find((table) => table.isActive)!.code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  tableCode = await demoTableCode();
});
afterAll(() => browser.close());

/** The app's CSP allows only its own scripts; the test context lets the injected axe script run. */
async function diner(language: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), locale: language, bypassCSP: true });
  await context.addInitScript(() => window.localStorage.setItem('md.cookieConsent', 'accepted'));
  return { context, page: await context.newPage() };
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const { violations } = await page.evaluate(() =>
    (window as unknown as TAxeWindow).axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('\n  ')}`,
    );
}

describe('accessibility of the diner menu', () => {
  it.each(['en', 'ar'])(
    'the welcome screen, the menu with its filters, and the open item sheet have no serious or critical violations (%s)',
    async (language) => {
      const { context, page } = await diner(language);
      await page.goto(`/eat/${tableCode}`);
      await page.getByTestId('welcome-screen').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/eat/${tableCode}/${language}`);
      await page.getByTestId('diner-menu').waitFor();
      await page.getByTestId('filters-toggle').click();
      await page.getByTestId('filter-panel').waitFor();
      await page.locator('[data-testid=opening-times] summary').click();
      expect(await seriousViolations(page)).toEqual([]);

      // An item with required and optional modifier groups, nutrition and allergens; then its missing-choice state.
      const burger = page.getByTestId('item-card').filter({ hasText: language === 'ar' ? 'برجر كلاسيك' : 'Classic burger' });
      await burger.getByRole('button').click();
      await page.getByTestId('item-sheet').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('required-message').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
