import type { TAuditEntry } from '@menudelite/shared/team/contracts';

/**
 * The few facts of an audit row's details worth a line: a change's before and after (a price, a
 * role), and a name or number the row is about. Values are shown as the server stored them (ids,
 * amounts in minor units are left to the row's own wording); anything else stays out.
 */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export function auditFacts(entry: Pick<TAuditEntry, 'details'>): { from?: string; to?: string; subject?: string } {
  const details = entry.details;
  const subject = text(details.name) ?? text(details.email) ?? (details.number !== undefined ? `#${text(details.number)}` : undefined);
  return {
    ...(text(details.from) !== undefined ? { from: text(details.from) } : {}),
    ...(text(details.to) !== undefined ? { to: text(details.to) } : {}),
    ...(subject !== undefined ? { subject } : {}),
  };
}
