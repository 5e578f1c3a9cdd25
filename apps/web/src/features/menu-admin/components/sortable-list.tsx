import { ActionIcon } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GripIcon } from '../../../components/icons';
import { useSortable } from './use-sortable';

export type TSortableRow = {
  /** The drag handle: drag it, or focus it and press the arrow keys. */
  handle: ReactNode;
  index: number;
  count: number;
  moveUp: () => void;
  moveDown: () => void;
};

/**
 * A vertical list staff can reorder. Screen readers hear how to move a row and where it went.
 * `onReorder` gets the complete new order of ids (what the PUT .../order endpoints take).
 */
export function SortableList<T extends { id: string }>({
  items,
  labelOf,
  onReorder,
  renderRow,
  disabled = false,
}: {
  items: T[];
  labelOf: (item: T) => string;
  onReorder: (ids: string[]) => void;
  renderRow: (item: T, row: TSortableRow) => ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('menu-admin');
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const ids = items.map((item) => item.id);
  const reorder = (next: string[], movedId: string) => {
    const moved = items.find((item) => item.id === movedId);
    setAnnouncement(t('reorder.moved', { name: moved ? labelOf(moved) : '', position: next.indexOf(movedId) + 1, total: next.length }));
    onReorder(next);
  };
  const sortable = useSortable(ids, reorder);

  return (
    <div className="md-sortable" data-sortable-list="">
      <span id={instructionsId} className="md-visually-hidden">
        {t('reorder.instructions')}
      </span>
      <div aria-live="polite" className="md-visually-hidden">
        {announcement}
      </div>
      {items.map((item, index) => (
        <div key={item.id} className="md-sortable-row" {...sortable.rowProps(item.id)}>
          {renderRow(item, {
            index,
            count: items.length,
            moveUp: () => sortable.moveBy(item.id, -1),
            moveDown: () => sortable.moveBy(item.id, 1),
            handle: (
              <ActionIcon
                variant="subtle"
                color="gray"
                className="md-drag-handle"
                aria-label={t('reorder.handle', { name: labelOf(item) })}
                aria-describedby={instructionsId}
                disabled={disabled || items.length < 2}
                {...sortable.handleProps(item.id)}
              >
                <GripIcon />
              </ActionIcon>
            ),
          })}
        </div>
      ))}
    </div>
  );
}
