import { isDay } from './format';

export const VIEWS = ['list', 'timeline'] as const;
export type TView = (typeof VIEWS)[number];
export const SCOPES = ['upcoming', 'past', 'cancelled'] as const;
export type TBookScope = (typeof SCOPES)[number];

/** What the book shows; it lives in the address (?date=&period=&view=&scope=) so a reload or a shared link keeps it. */
export type TBookParams = {
  /** A venue day (YYYY-MM-DD); its today when absent. */
  date: string;
  /** A service period's name, or null for the whole day. */
  period: string | null;
  view: TView;
  scope: TBookScope;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function bookParamsFrom(params: URLSearchParams, today: string): TBookParams {
  const date = params.get('date');
  return {
    date: isDay(date) ? date : today,
    period: params.get('period') || null,
    view: oneOf(VIEWS, params.get('view'), 'list'),
    scope: oneOf(SCOPES, params.get('scope'), 'upcoming'),
  };
}

/** The address after a change, built on the latest one asked for; defaults are left out. */
export function withBookChange(latest: URLSearchParams, today: string, change: Partial<TBookParams>): URLSearchParams {
  const next = { ...bookParamsFrom(latest, today), ...change };
  const params = new URLSearchParams(latest);
  const set = (key: string, value: string | null, fallback: string | null) => (value && value !== fallback ? params.set(key, value) : params.delete(key));
  set('date', next.date, today);
  set('period', next.period, null);
  set('view', next.view, 'list');
  set('scope', next.scope, 'upcoming');
  return params;
}

/** "Lunch"/"Dinner" (and a few usual names) in the reader's language; any other name as the venue wrote it. */
export function periodLabelKey(name: string): string | null {
  const key = name.trim().toLowerCase();
  return ['lunch', 'dinner', 'breakfast', 'brunch'].includes(key) ? `period.${key}` : null;
}
