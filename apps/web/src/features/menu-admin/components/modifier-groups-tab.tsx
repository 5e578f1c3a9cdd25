import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteModifierGroup } from '../api/delete-modifier-group';
import { useModifierGroups } from '../api/get-modifier-groups';
import { useReorderModifierGroups } from '../api/reorder-modifier-groups';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlusIcon } from '../../../components/icons';
import { ModifierGroupFormModal } from './modifier-group-form-modal';
import { ModifierGroupRow } from './modifier-group-row';
import { SortableList } from './sortable-list';

type TDialog = { kind: 'new' } | { kind: 'edit' | 'delete'; group: TModifierGroup } | null;

/** Option groups (size, sides, extras) items can offer, in order, with their options' availability. */
export function ModifierGroupsTab({ restaurant }: { restaurant: TRestaurant }) {
  const { t } = useTranslation('menu-admin');
  const groups = useModifierGroups();
  const reorder = useReorderModifierGroups();
  const remove = useDeleteModifierGroup();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  return (
    <Stack gap="sm" maw={760}>
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2} fz="h4">
            {t('groups.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('groups.intro')}
          </Text>
        </div>
        <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setDialog({ kind: 'new' })} data-testid="add-group">
          {t('groups.add')}
        </Button>
      </Group>
      <ApiErrorAlert error={groups.error ?? reorder.error} />
      {groups.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {groups.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('groups.empty')}
        </Text>
      )}
      {groups.data && groups.data.length > 0 && (
        <SortableList
          items={groups.data}
          labelOf={(group) => group.name}
          onReorder={(ids) => reorder.mutate(ids)}
          renderRow={(group, row) => (
            <ModifierGroupRow
              group={group}
              currency={restaurant.currency}
              handle={row.handle}
              onEdit={() => setDialog({ kind: 'edit', group })}
              onDelete={() => setDialog({ kind: 'delete', group })}
              onMove={(offset) => (offset < 0 ? row.moveUp() : row.moveDown())}
              canMoveUp={row.index > 0}
              canMoveDown={row.index < row.count - 1}
            />
          )}
        />
      )}
      {dialog?.kind === 'new' && <ModifierGroupFormModal group={null} restaurant={restaurant} onClose={close} />}
      {dialog?.kind === 'edit' && <ModifierGroupFormModal group={dialog.group} restaurant={restaurant} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('actions.cancel')}
          closeLabel={t('actions.close')}
          title={t('groups.deleteTitle')}
          message={t('groups.deleteMessage', { name: dialog.group.name })}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.group.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
