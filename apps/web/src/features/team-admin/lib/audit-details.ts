import type { TAuditEntry } from '@menudelite/shared/team/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';

/** What an audit row says beyond its action: what it was about, and a change's before and after, in words a person reads. */
export type TAuditFacts = { subject?: string; change?: { from: string; to: string } };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const amount = (value: unknown, currency: TCurrency) => (typeof value === 'number' ? formatMoney(value, currency) : undefined);

/**
 * The facts of a row's details worth a line, by action: a price change's amounts in the venue's
 * currency, a role change's role names, an order's number and total. Anything else the server
 * stored (field lists, permission sets) stays out of the list.
 */
export function auditFacts(entry: Pick<TAuditEntry, 'action' | 'details'>, currency: TCurrency, roleName: (role: string) => string): TAuditFacts {
  const details = entry.details;
  const name = text(details.name) ?? text(details.email);
  if (entry.action === 'menu.itemPriceChanged') {
    const from = amount(details.from, currency);
    const to = amount(details.to, currency);
    return { ...(name ? { subject: name } : {}), ...(from && to ? { change: { from, to } } : {}) };
  }
  if (entry.action === 'member.roleChanged' && typeof details.from === 'string' && typeof details.to === 'string')
    return { ...(name ? { subject: name } : {}), change: { from: roleName(details.from), to: roleName(details.to) } };
  if (entry.action.startsWith('order.') && details.number !== undefined) {
    const total = amount(details.total, currency);
    return { subject: [`#${text(details.number)}`, total].filter(Boolean).join(' · ') };
  }
  return name ? { subject: name } : {};
}
