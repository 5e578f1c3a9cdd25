import {
  OFFER_AMOUNT_MAX,
  OFFER_CODE_PATTERN,
  OFFER_DESCRIPTION_MAX,
  OFFER_NAME_MAX,
  normaliseOfferCode,
  type TOffer,
  type TOfferCreate,
  type TOfferKind,
  type TOfferScopeKind,
} from '@menudelite/shared/growth/offers';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';

/** The drawer's form as typed: amounts as text in the venue's currency, numbers as text, empty = none. */
export type TOfferFormValues = {
  name: string;
  description: string;
  kind: TOfferKind;
  percent: string;
  maxDiscount: string;
  amountOff: string;
  /** limited_uses: 'percent' or 'amount' off. */
  limitedBy: 'percent' | 'amount';
  buyQuantity: string;
  rewardItemIds: string[];
  scopeKind: TOfferScopeKind;
  scopeIds: string[];
  minSpend: string;
  perCustomerLimit: string;
  totalUsesLimit: string;
  combinable: boolean;
  membersOnly: boolean;
  code: string;
  startsOn: string;
  endsOn: string;
  weekdays: number[];
  startTime: string;
  endTime: string;
  isActive: boolean;
};

type TField = keyof TOfferFormValues;
export type TOfferFormErrors = Partial<Record<TField, string>>;

export const EMPTY_OFFER: TOfferFormValues = {
  name: '',
  description: '',
  kind: 'percent_off',
  percent: '10',
  maxDiscount: '',
  amountOff: '',
  limitedBy: 'percent',
  buyQuantity: '2',
  rewardItemIds: [],
  scopeKind: 'menu',
  scopeIds: [],
  minSpend: '',
  perCustomerLimit: '',
  totalUsesLimit: '',
  combinable: false,
  membersOnly: false,
  code: '',
  startsOn: '',
  endsOn: '',
  weekdays: [],
  startTime: '',
  endTime: '',
  isActive: true,
};

const money = (minor: number | null, currency: TCurrency) =>
  minor === null || minor === 0 ? '' : formatMoney(minor, currency, { symbol: false, grouping: false });
const count = (value: number | null) => (value === null ? '' : String(value));

export function offerFormOf(offer: TOffer, currency: TCurrency): TOfferFormValues {
  return {
    name: offer.name,
    description: offer.description,
    kind: offer.kind,
    percent: count(offer.percent),
    maxDiscount: money(offer.maxDiscount, currency),
    amountOff: money(offer.amountOff, currency),
    limitedBy: offer.amountOff !== null ? 'amount' : 'percent',
    buyQuantity: count(offer.buyQuantity),
    rewardItemIds: offer.rewardItemIds,
    scopeKind: offer.scope.kind,
    scopeIds: offer.scope.ids,
    minSpend: money(offer.minSpend, currency),
    perCustomerLimit: count(offer.perCustomerLimit),
    totalUsesLimit: count(offer.totalUsesLimit),
    combinable: offer.combinable,
    membersOnly: offer.membersOnly,
    code: offer.code ?? '',
    startsOn: offer.schedule.startsOn ?? '',
    endsOn: offer.schedule.endsOn ?? '',
    weekdays: offer.schedule.weekdays,
    startTime: offer.schedule.startTime ?? '',
    endTime: offer.schedule.endTime ?? '',
    isActive: offer.isActive,
  };
}

/** An amount typed in the venue's currency ("12.50" or "12,50") in minor units; undefined = not a valid amount. */
function amountOf(text: string, currency: TCurrency): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  const minor = parseMajor(trimmed, currency, { decimal });
  return minor === null || minor < 0 || minor > OFFER_AMOUNT_MAX ? undefined : minor;
}

function wholeOf(text: string, min: number, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n < min || n > max ? undefined : n;
}

/**
 * Checked as the server checks it, so the drawer names the field in the reader's language before
 * sending (keys of the offers-admin namespace). The server checks again.
 */
export function checkOfferForm(values: TOfferFormValues, currency: TCurrency): { body: TOfferCreate | null; errors: TOfferFormErrors } {
  const errors: TOfferFormErrors = {};
  const fail = (field: TField, key: string) => {
    errors[field] ??= key;
  };
  const name = values.name.trim();
  if (!name) fail('name', 'form.required');
  else if (name.length > OFFER_NAME_MAX) fail('name', 'form.tooLong');
  if (values.description.trim().length > OFFER_DESCRIPTION_MAX) fail('description', 'form.tooLong');

  const percent = wholeOf(values.percent, 1, 100);
  const maxDiscount = amountOf(values.maxDiscount, currency);
  const amountOff = amountOf(values.amountOff, currency);
  const buyQuantity = wholeOf(values.buyQuantity, 1, 50);
  const minSpend = amountOf(values.minSpend, currency);
  const perCustomerLimit = wholeOf(values.perCustomerLimit, 1, 10_000_000);
  const totalUsesLimit = wholeOf(values.totalUsesLimit, 1, 10_000_000);
  if (minSpend === undefined) fail('minSpend', 'form.amountInvalid');
  if (perCustomerLimit === undefined) fail('perCustomerLimit', 'form.countInvalid');
  if (totalUsesLimit === undefined) fail('totalUsesLimit', 'form.countInvalid');

  const usesPercent = values.kind === 'percent_off' || (values.kind === 'limited_uses' && values.limitedBy === 'percent');
  if (usesPercent && (percent === null || percent === undefined)) fail('percent', 'form.percentInvalid');
  if (usesPercent && maxDiscount === undefined) fail('maxDiscount', 'form.amountInvalid');
  if (values.kind === 'percent_off' && (maxDiscount === null || maxDiscount === 0)) fail('maxDiscount', 'form.maxRequired');
  if (values.kind === 'limited_uses' && values.limitedBy === 'amount' && !amountOff) fail('amountOff', 'form.amountInvalid');
  if (values.kind === 'limited_uses' && !totalUsesLimit) fail('totalUsesLimit', 'form.usesRequired');
  if (values.kind === 'buy_n_get_free' && !buyQuantity) fail('buyQuantity', 'form.countInvalid');
  if (values.kind === 'spend_get' && !minSpend) fail('minSpend', 'form.spendRequired');
  if (values.kind === 'spend_get' && values.rewardItemIds.length === 0) fail('rewardItemIds', 'form.rewardRequired');
  if (values.scopeKind !== 'menu' && values.kind !== 'spend_get' && values.scopeIds.length === 0) fail('scopeIds', 'form.scopeRequired');

  const code = values.code.trim();
  if (code && (code.length < 3 || code.length > 32 || !OFFER_CODE_PATTERN.test(code))) fail('code', 'form.codeInvalid');
  if (values.startsOn && values.endsOn && values.startsOn > values.endsOn) fail('endsOn', 'form.endsBeforeStarts');
  if (Boolean(values.startTime) !== Boolean(values.endTime)) fail(values.startTime ? 'endTime' : 'startTime', 'form.bothTimes');

  if (Object.keys(errors).length > 0) return { body: null, errors };
  const spendGet = values.kind === 'spend_get';
  return {
    errors,
    body: {
      name,
      description: values.description.trim(),
      kind: values.kind,
      percent: usesPercent ? percent! : null,
      maxDiscount: usesPercent && maxDiscount ? maxDiscount : null,
      amountOff: values.kind === 'limited_uses' && values.limitedBy === 'amount' ? amountOff! : null,
      buyQuantity: values.kind === 'buy_n_get_free' ? buyQuantity! : null,
      rewardItemIds: spendGet ? values.rewardItemIds : [],
      scope: spendGet || values.scopeKind === 'menu' ? { kind: 'menu', ids: [] } : { kind: values.scopeKind, ids: values.scopeIds },
      schedule: {
        startsOn: values.startsOn || null,
        endsOn: values.endsOn || null,
        weekdays: values.weekdays.toSorted((a, b) => a - b),
        startTime: values.startTime || null,
        endTime: values.endTime || null,
      },
      minSpend: minSpend ?? 0,
      perCustomerLimit: perCustomerLimit ?? null,
      totalUsesLimit: totalUsesLimit ?? null,
      combinable: values.combinable,
      membersOnly: values.membersOnly,
      code: code ? normaliseOfferCode(code) : null,
      isActive: values.isActive,
    },
  };
}
