import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';

export const DEMO = {
  owner: 'owner@demo.menudelite.test',
  diner: 'diner@demo.menudelite.test',
  admin: 'admin@demo.menudelite.test',
  password: 'Demo!2345',
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.menudelite.test`;
}

/** Signs in through the API inside the page's context, so the refresh cookie lands in the browser. */
export async function signInByApi(page: Page, email: string, password = DEMO.password): Promise<void> {
  const res = await page.request.post('/api/auth/signin', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

export async function signUpByApi(page: Page, accountType: 'venue' | 'customer', email: string, password = DEMO.password): Promise<void> {
  const res = await page.request.post('/api/auth/signup', { data: { accountType, email, password, fullName: 'E2E Person' } });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

export async function signInThroughForm(page: Page, email: string, password = DEMO.password): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}
