import { ActionIcon, Badge, Button, Group, Loader, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAmenity } from '@menudelite/shared/hotel/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DotsIcon } from '../../../components/icons';
import { useAmenities, useDeleteAmenity, useSaveAmenity } from '../api/amenities';
import { AmenityFormModal } from './amenity-form-modal';

type TDialog = { kind: 'form'; amenity: TAmenity | null } | { kind: 'delete'; amenity: TAmenity } | null;
const MODE_COLOR = { free: 'green', charged: 'yellow', approval: 'blue' } as const;

/** The amenity catalogue guests choose from (docs/api/hotel.md): add, edit, hide or delete. */
export function AmenityCatalogue({ currency, canEdit }: { currency: TCurrency; canEdit: boolean }) {
  const { t } = useTranslation('requests-admin');
  const amenities = useAmenities();
  const save = useSaveAmenity();
  const remove = useDeleteAmenity();
  const [dialog, setDialog] = useState<TDialog>(null);
  const items = amenities.data?.items ?? [];
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  return (
    <Stack gap="md" data-testid="amenity-catalogue">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('amenities.intro')}
        </Text>
        {canEdit && (
          <Button onClick={() => setDialog({ kind: 'form', amenity: null })} data-testid="add-amenity">
            {t('amenities.add')}
          </Button>
        )}
      </Group>
      <ApiErrorAlert error={amenities.error ?? save.error} />
      {amenities.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {amenities.data && items.length === 0 && <Text c="dimmed">{t('amenities.empty')}</Text>}
      <div className="ra-grid">
        {items.map((amenity) => (
          <Paper key={amenity.id} withBorder radius="md" p="sm" data-testid="amenity-row" data-name={amenity.name}>
            <Group gap="xs" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} dir="auto">
                  {amenity.name}
                </Text>
                <Group gap={6}>
                  <Badge size="sm" variant="light" color={MODE_COLOR[amenity.mode]}>
                    {amenity.mode === 'charged' ? `${t('amenities.charged')} · ${formatMoney(amenity.price, currency)}` : t(`amenities.${amenity.mode}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    ≤ {amenity.maxQuantity}
                  </Text>
                  {!amenity.isActive && (
                    <Badge size="sm" color="gray" variant="light">
                      {t('amenities.inactive')}
                    </Badge>
                  )}
                </Group>
              </div>
              {canEdit && (
                <>
                  <Switch
                    size="sm"
                    checked={amenity.isActive}
                    aria-label={t('amenities.active')}
                    disabled={save.isPending}
                    onChange={(event) => save.mutate({ id: amenity.id, body: { isActive: event.currentTarget.checked } })}
                  />
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`${t('amenities.edit')}: ${amenity.name}`}>
                        <DotsIcon />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setDialog({ kind: 'form', amenity })}>{t('amenities.edit')}</Menu.Item>
                      <Menu.Divider />
                      <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', amenity })}>
                        {t('amenities.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </>
              )}
            </Group>
          </Paper>
        ))}
      </div>
      {dialog?.kind === 'form' && <AmenityFormModal amenity={dialog.amenity} currency={currency} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('amenities.deleteTitle')}
          message={t('amenities.deleteMessage', { name: dialog.amenity.name })}
          confirmLabel={t('amenities.delete')}
          cancelLabel={t('amenities.cancel')}
          closeLabel={t('amenities.close')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.amenity.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
