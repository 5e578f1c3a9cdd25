import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { seedVenue, type TSeededVenue } from '../support/venue.ts';
import { fourDinersShareATable } from './bill-support.ts';

let browser: Browser;
let venue: TSeededVenue;

beforeAll(async () => {
  browser = await launchBrowser();
  venue = await seedVenue({ name: 'مطعم الفاتورة' });
});

afterAll(() => browser.close());

describe('the table bill in Arabic at phone size (issue 9, end-to-end scenario 5)', () => {
  it('runs the same four-diner journey right to left, every sentence from the Arabic strings', async () => {
    await fourDinersShareATable({ browser, venue, language: 'ar' });
  }, 120_000);
});
