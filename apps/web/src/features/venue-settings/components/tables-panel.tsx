import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTable } from '@menudelite/shared/menu/tables';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteTable } from '../api/delete-table';
import { useTables } from '../api/get-tables';
import { useRegenerateTableCode } from '../api/regenerate-table-code';
import { AddTableForm } from './add-table-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PrintQrButton } from './print-qr-button';
import { TableFormModal } from './table-form-modal';
import { TableRow, type TTableAction } from './table-row';

/** The venue's tables, each with its unguessable code and link, and the printable sheet of their QR codes. */
export function TablesPanel() {
  const { t } = useTranslation('venue-settings');
  const tables = useTables();
  const regenerate = useRegenerateTableCode();
  const remove = useDeleteTable();
  const [dialog, setDialog] = useState<{ kind: TTableAction; table: TTable } | null>(null);
  const close = () => {
    setDialog(null);
    regenerate.reset();
    remove.reset();
  };
  const list = tables.data ?? [];

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={2} fz="h4">
            {t('tables.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tables.intro')}
          </Text>
        </div>
        <PrintQrButton activeTables={list.filter((table) => table.isActive).length} />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <AddTableForm />
      </Paper>
      <ApiErrorAlert error={tables.error} />
      {tables.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {tables.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tables.empty')}
        </Text>
      )}
      <Stack gap={6}>
        {list.map((table) => (
          <TableRow key={table.id} table={table} onAction={(kind, row) => setDialog({ kind, table: row })} />
        ))}
      </Stack>
      {dialog?.kind === 'edit' && <TableFormModal table={dialog.table} onClose={close} />}
      {dialog?.kind === 'newCode' && (
        <ConfirmDialog
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          title={t('tables.newCodeTitle')}
          message={t('tables.newCodeMessage', { name: dialog.table.tableDisplayId })}
          confirmLabel={t('tables.newCode')}
          pending={regenerate.isPending}
          error={regenerate.error}
          onConfirm={() => regenerate.mutate(dialog.table.id, { onSuccess: close })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          title={t('tables.deleteTitle')}
          message={t('tables.deleteMessage', { name: dialog.table.tableDisplayId })}
          confirmLabel={t('tables.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.table.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
