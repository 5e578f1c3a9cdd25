import { useCallback, useEffect, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { dropIndex, moveIdBy, moveIndex } from '../lib/reorder';

type TDrag = { id: string; from: number; target: number; startY: number; dy: number; middles: number[] };

const EDGE = 64;

/**
 * The handle moved with the keyboard, to focus again once the list has re-rendered in its new
 * order (React may detach the focused node while moving it). Only one element has focus at a
 * time, so one slot for the whole page is enough.
 */
let focusAfterMove: string | null = null;

const handleSelector = (id: string) => `[data-sortable-handle="${CSS.escape(id)}"]`;

/** Page-Y middles of the list's rows, in order, measured when a drag starts. */
function rowMiddles(handle: Element, ids: string[]): number[] {
  const list = handle.closest('[data-sortable-list]');
  return ids.map((id) => {
    const rect = list?.querySelector(`[data-sortable-row="${CSS.escape(id)}"]`)?.getBoundingClientRect();
    return rect ? rect.top + window.scrollY + rect.height / 2 : 0;
  });
}

/**
 * Reordering by dragging a handle (pointer events, so mouse and touch both work without a
 * library) and, as the keyboard alternative, by arrow keys on the same handle. Either way the
 * new complete order goes to `onReorder` once; the handle keeps focus after a keyboard move.
 */
export function useSortable(ids: string[], onReorder: (ids: string[], movedId: string) => void) {
  const [drag, setDrag] = useState<TDrag | null>(null);

  useEffect(() => {
    const id = focusAfterMove;
    if (!id || !ids.includes(id)) return;
    focusAfterMove = null;
    document.querySelector<HTMLElement>(handleSelector(id))?.focus();
  }, [ids]);

  const moveBy = useCallback(
    (id: string, offset: number, keepFocus = false) => {
      const next = moveIdBy(ids, id, offset);
      if (!next) return;
      if (keepFocus) focusAfterMove = id;
      onReorder(next, id);
    },
    [ids, onReorder],
  );

  const handleProps = (id: string) => ({
    'data-sortable-handle': id,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || ids.length < 2) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const from = ids.indexOf(id);
      setDrag({ id, from, target: from, startY: event.clientY + window.scrollY, dy: 0, middles: rowMiddles(event.currentTarget, ids) });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag || drag.id !== id) return;
      // Near the window's edges the page scrolls, so long lists can be crossed in one drag.
      if (event.clientY < EDGE) window.scrollBy(0, -12);
      else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, 12);
      const pageY = event.clientY + window.scrollY;
      setDrag({ ...drag, dy: pageY - drag.startY, target: dropIndex(drag.middles, drag.from, pageY) });
    },
    onPointerUp: () => {
      if (!drag || drag.id !== id) return;
      setDrag(null);
      if (drag.target !== drag.from) onReorder(moveIndex(ids, drag.from, drag.target), id);
    },
    onPointerCancel: () => setDrag(null),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const offsets: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, Home: -ids.length, End: ids.length };
      const offset = offsets[event.key];
      if (offset === undefined) return;
      event.preventDefault();
      const from = ids.indexOf(id);
      const to = Math.max(0, Math.min(ids.length - 1, from + offset));
      moveBy(id, to - from, true);
    },
  });

  /** Where the dragged row would land is drawn as a line on the row it would go before (or after, at the end). */
  const rowProps = (id: string): { 'data-sortable-row': string; 'data-dragging'?: true; 'data-drop'?: 'before' | 'after'; style?: CSSProperties } => {
    if (!drag) return { 'data-sortable-row': id };
    if (drag.id === id) return { 'data-sortable-row': id, 'data-dragging': true, style: { transform: `translateY(${drag.dy}px)` } };
    const others = ids.filter((other) => other !== drag.id);
    const index = others.indexOf(id);
    if (drag.target === drag.from) return { 'data-sortable-row': id };
    if (index === drag.target) return { 'data-sortable-row': id, 'data-drop': 'before' };
    if (drag.target === others.length && index === others.length - 1) return { 'data-sortable-row': id, 'data-drop': 'after' };
    return { 'data-sortable-row': id };
  };

  return { handleProps, rowProps, moveBy };
}
