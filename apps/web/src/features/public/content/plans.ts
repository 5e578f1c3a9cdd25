/**
 * The plans /pricing shows (docs/decisions.md "Pricing page"). Prices are monthly, in euros, in
 * minor units; every word is in the `public` namespace under `pricing.*`. MenuDelite does not
 * bill venues in the product yet: this file is the one place the figures live.
 */
export type TPlanId = 'starter' | 'pro' | 'hotel';

/** A row of the comparison table: a feature each plan has (true/false) or a worded value (a key under pricing.values). */
export type TPlanCell = boolean | string;

export type TPlan = { id: TPlanId; monthlyMinor: number; highlighted?: boolean };

export const PLAN_CURRENCY = 'EUR';

export const PLANS: readonly TPlan[] = [
  { id: 'starter', monthlyMinor: 0 },
  { id: 'pro', monthlyMinor: 2900, highlighted: true },
  { id: 'hotel', monthlyMinor: 7900 },
];

/** Rows of the table, in order: `pricing.rows.<id>` names the feature; cells follow PLANS' order. */
export const PLAN_ROWS: readonly { id: string; cells: readonly [TPlanCell, TPlanCell, TPlanCell] }[] = [
  { id: 'tables', cells: ['upTo5', 'unlimited', 'unlimited'] },
  { id: 'menu', cells: [true, true, true] },
  { id: 'dashboard', cells: [true, true, true] },
  { id: 'bill', cells: [true, true, true] },
  { id: 'delitePay', cells: [false, true, true] },
  { id: 'loyalty', cells: [false, true, true] },
  { id: 'reservations', cells: [false, true, true] },
  { id: 'hotel', cells: [false, false, true] },
  { id: 'staff', cells: ['upTo3', 'unlimited', 'unlimited'] },
  { id: 'support', cells: ['email', 'priority', 'priority'] },
];
