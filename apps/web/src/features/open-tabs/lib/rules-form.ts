import { issueKeys } from '@menudelite/shared/errors/zod-issues';
import { ZTabSettingsSchema, type TTabSettings } from '@menudelite/shared/tabs/contracts';
import { keyText, type TErrorText } from '../../../lib/http/error-text';

/** The tab rules form as typed: Mantine's NumberInput gives a number, or a string while empty or half typed. */
export type TTabRulesValues = { idleMinutes: number | string; defaultTipPercent: number | string };
export type TTabRulesField = keyof TTabSettings;
export type TTabRulesCheck = { settings: TTabSettings; errors: null } | { settings: null; errors: Partial<Record<TTabRulesField, TErrorText>> };

const numberOf = (value: number | string): unknown => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  return Number.isFinite(Number(text)) ? Number(text) : text;
};

/** The request body: an empty tip, or 0, is no tip (null), as the form's hint says. */
export function tabRulesBody(values: TTabRulesValues): Record<TTabRulesField, unknown> {
  const tip = numberOf(values.defaultTipPercent);
  return { idleMinutes: numberOf(values.idleMinutes), defaultTipPercent: tip === 0 ? null : tip };
}

/**
 * The server's own schema and error keys, before sending: an empty idle time is 'required', 0 is
 * 'tooSmall' { min: 1 }, 1441 'tooBig' { max: 1440 }, 1.5 'notInteger', a 31 % tip 'tooBig' { max: 30 }.
 */
export function checkTabRules(values: TTabRulesValues): TTabRulesCheck {
  const body = tabRulesBody(values);
  const parsed = ZTabSettingsSchema.safeParse(body);
  if (parsed.success) return { settings: parsed.data, errors: null };
  const errors: Partial<Record<TTabRulesField, TErrorText>> = {};
  for (const issue of parsed.error.issues) {
    for (const found of issueKeys(issue, { root: body })) {
      const field = found.path[0];
      if ((field === 'idleMinutes' || field === 'defaultTipPercent') && !errors[field]) errors[field] = keyText(found.key, found.params);
    }
  }
  return { settings: null, errors };
}
