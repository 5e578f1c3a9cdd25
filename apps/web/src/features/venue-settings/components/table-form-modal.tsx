import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_MAX, ZTableUpdateSchema, type TTable } from '@menudelite/shared/menu/tables';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError } from '../../../lib/forms/zod-form';
import { hasErrorKey } from '../../../lib/http/error-text';
import { useSaveTable } from '../api/save-table';
import { tableBody, tableFormValues, validateTable, type TTableFormValues } from '../lib/table-form';

/** Edit a table: its name, seats, point-of-sale id and whether its QR code works. */
export function TableFormModal({ table, onClose }: { table: TTable; onClose: () => void }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveTable();
  const form = useForm<TTableFormValues>({ mode: 'controlled', initialValues: tableFormValues(table), validate: validateTable });
  // A clash on the name, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');
  const submit = form.onSubmit((values) => save.mutate({ id: table.id, body: ZTableUpdateSchema.parse(tableBody(values)) }, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title={t('tables.editTitle', { name: table.tableDisplayId })} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="table-form">
        <Stack gap="sm">
          <TextInput
            label={t('tables.name')}
            {...form.getInputProps('tableDisplayId')}
            error={translatedError(t, form.errors.tableDisplayId) || (taken && t('errors.tableTaken', { name: form.values.tableDisplayId }))}
          />
          <NumberInput
            label={t('tables.seats')}
            min={1}
            max={OCCUPANCY_MAX}
            allowDecimal={false}
            {...form.getInputProps('occupancy')}
            error={translatedError(t, form.errors.occupancy)}
          />
          <TextInput label={t('tables.posTable')} description={t('tables.posTableHint')} {...form.getInputProps('posTable')} />
          <Switch label={t('tables.active')} description={t('tables.activeHint')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
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
