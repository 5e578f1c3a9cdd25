import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteItem } from '../api/delete-item';
import { useDuplicateItem } from '../api/duplicate-item';
import { useSetSoldOut } from '../api/set-sold-out';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ItemFormModal } from './item-form-modal';
import type { TItemAction } from './item-row';
import { SoldOutModal } from './sold-out-modal';

type TDialog = { kind: 'edit' | 'soldOut' | 'delete'; item: TMenuItem } | { kind: 'new'; sectionId: string } | null;

/**
 * What an item row's menu does: some actions call the API at once (duplicate, back on sale),
 * the others open their dialog. Returns the handler and the dialogs to render.
 */
export function useItemActions(restaurant: TRestaurant) {
  const { t } = useTranslation('menu-admin');
  const [dialog, setDialog] = useState<TDialog>(null);
  const duplicate = useDuplicateItem();
  const setSoldOut = useSetSoldOut();
  const remove = useDeleteItem();
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  const onAction = (action: TItemAction, item: TMenuItem) => {
    if (action === 'duplicate') duplicate.mutate(item.id);
    else if (action === 'backOnSale') setSoldOut.mutate({ id: item.id, body: null });
    else setDialog({ kind: action, item });
  };

  const dialogs = (
    <>
      <ApiErrorAlert error={duplicate.error ?? setSoldOut.error} />
      {dialog?.kind === 'new' && <ItemFormModal item={null} sectionId={dialog.sectionId} restaurant={restaurant} onClose={close} />}
      {dialog?.kind === 'edit' && <ItemFormModal item={dialog.item} sectionId={dialog.item.sectionId} restaurant={restaurant} onClose={close} />}
      {dialog?.kind === 'soldOut' && <SoldOutModal item={dialog.item} timeZone={restaurant.timeZone} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('actions.cancel')}
          closeLabel={t('actions.close')}
          title={t('items.deleteTitle')}
          message={t('items.deleteMessage', { name: dialog.item.name })}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.item.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );

  return { onAction, addItem: (sectionId: string) => setDialog({ kind: 'new', sectionId }), dialogs };
}
