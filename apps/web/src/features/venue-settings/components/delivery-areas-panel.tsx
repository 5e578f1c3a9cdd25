import { ActionIcon, Badge, Group, Loader, Menu, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeliveryLocation } from '@menudelite/shared/orders/delivery';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DotsIcon } from '../../../components/icons';
import { useDeleteDeliveryLocation, useDeliveryLocations, useSaveDeliveryLocation } from '../api/delivery-locations';
import { AddDeliveryAreaForm, RenameDeliveryAreaModal } from './delivery-area-forms';

function AreaRow({ area, onRename, onDelete }: { area: TDeliveryLocation; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveDeliveryLocation();
  return (
    <Paper withBorder radius="md" p="xs" data-testid="area-row" data-area={area.name}>
      <Group gap="xs" wrap="nowrap">
        <Group gap={6} className="md-row-main">
          <Text fw={600}>{area.name}</Text>
          {!area.isAvailable && (
            <Badge size="xs" color="gray" variant="light">
              {t('delivery.paused')}
            </Badge>
          )}
        </Group>
        <Switch
          size="sm"
          checked={area.isAvailable}
          aria-label={t('delivery.availableFor', { name: area.name })}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ id: area.id, body: { isAvailable: e.currentTarget.checked } })}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('delivery.moreFor', { name: area.name })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onRename}>{t('delivery.rename')}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={onDelete}>
              {t('delivery.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

/** The areas diners pick from when they order delivery; a paused area is not offered. */
export function DeliveryAreasPanel() {
  const { t } = useTranslation('venue-settings');
  const areas = useDeliveryLocations();
  const remove = useDeleteDeliveryLocation();
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; area: TDeliveryLocation } | null>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };
  const list = areas.data?.items ?? [];
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="h4">
          {t('delivery.areasTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('delivery.areasIntro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="sm">
        <AddDeliveryAreaForm />
      </Paper>
      <ApiErrorAlert error={areas.error} />
      {areas.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {areas.data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('delivery.noAreas')}
        </Text>
      )}
      <Stack gap={6}>
        {list.map((area) => (
          <AreaRow key={area.id} area={area} onRename={() => setDialog({ kind: 'rename', area })} onDelete={() => setDialog({ kind: 'delete', area })} />
        ))}
      </Stack>
      {dialog?.kind === 'rename' && <RenameDeliveryAreaModal area={dialog.area} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          title={t('delivery.deleteTitle')}
          message={t('delivery.deleteMessage', { name: dialog.area.name })}
          confirmLabel={t('delivery.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.area.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
