import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_MAX, ZTableUpdateSchema, type TTable } from '@menudelite/shared/menu/tables';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { hasErrorKey } from '../../../lib/http/error-text';
import { useSaveTable } from '../api/save-table';

/** Edit a table: its name, seats, point-of-sale id and whether its QR code works. */
export function TableFormModal({ table, onClose }: { table: TTable; onClose: () => void }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveTable();
  const [form, setForm] = useState({
    tableDisplayId: table.tableDisplayId,
    occupancy: table.occupancy as number | string,
    posTable: table.posTable ?? '',
    isActive: table.isActive,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A clash on the name, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTableUpdateSchema.safeParse({
      ...form,
      occupancy: typeof form.occupancy === 'number' ? form.occupancy : Number.NaN,
      posTable: form.posTable.trim() === '' ? null : form.posTable,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.path[0] === 'occupancy' ? 'errors.occupancy' : 'errors.tableName';
      return setErrors(found);
    }
    save.mutate({ id: table.id, body: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('tables.editTitle', { name: table.tableDisplayId })} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="table-form">
        <Stack gap="sm">
          <TextInput
            label={t('tables.name')}
            value={form.tableDisplayId}
            onChange={(e) => setForm({ ...form, tableDisplayId: e.currentTarget.value })}
            error={(errors.tableDisplayId && t(errors.tableDisplayId)) || (taken && t('errors.tableTaken', { name: form.tableDisplayId }))}
          />
          <NumberInput
            label={t('tables.seats')}
            min={1}
            max={OCCUPANCY_MAX}
            allowDecimal={false}
            value={form.occupancy}
            onChange={(v) => setForm({ ...form, occupancy: v })}
            error={errors.occupancy && t(errors.occupancy)}
          />
          <TextInput
            label={t('tables.posTable')}
            description={t('tables.posTableHint')}
            value={form.posTable}
            onChange={(e) => setForm({ ...form, posTable: e.currentTarget.value })}
          />
          <Switch
            label={t('tables.active')}
            description={t('tables.activeHint')}
            checked={form.isActive}
            onChange={(e) => setForm({ ...form, isActive: e.currentTarget.checked })}
          />
          {!taken && <ApiErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
