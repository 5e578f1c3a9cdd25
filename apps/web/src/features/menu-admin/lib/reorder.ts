/** The list with the entry at `from` moved to `to` (both clamped into the list); a new array. */
export function moveIndex<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Ids in their new order after moving `id` by `offset` places (-1 up, +1 down); null when it cannot move. */
export function moveIdBy(ids: readonly string[], id: string, offset: number): string[] | null {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  return moveIndex(ids, from, to);
}

/**
 * Where a dragged row lands: the number of the other rows whose middle lies above the pointer.
 * `middles` are the page-Y middles of every row in the current order, the dragged one included.
 */
export function dropIndex(middles: readonly number[], draggedIndex: number, pointerY: number): number {
  return middles.filter((middle, index) => index !== draggedIndex && middle < pointerY).length;
}

/** Puts items in the order of `ids` (a reorder's optimistic answer); unknown ids are skipped. */
export function orderBy<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
