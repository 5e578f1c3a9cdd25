import type { TWeeklyWindow } from '@menudelite/shared/menu/tags';

export type TWindowGroup = { weekdays: number[]; opens: string; closes: string };

/**
 * Windows grouped by their times, weekdays in order: seven "07:00–11:30" windows read as one
 * line ("every day") rather than seven. Groups come in the order their first weekday does.
 */
export function groupWindows(windows: readonly TWeeklyWindow[]): TWindowGroup[] {
  const groups = new Map<string, TWindowGroup>();
  for (const window of windows.toSorted((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))) {
    const key = `${window.opens}-${window.closes}`;
    const group = groups.get(key) ?? { weekdays: [], opens: window.opens, closes: window.closes };
    if (!group.weekdays.includes(window.weekday)) group.weekdays.push(window.weekday);
    groups.set(key, group);
  }
  return [...groups.values()];
}
