import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_MAX, ZTableCreateSchema } from '@menudelite/shared/menu/tables';
import { translatedError } from '../../../lib/forms/zod-form';
import { hasErrorKey } from '../../../lib/http/error-text';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveTable } from '../api/save-table';
import { tableBody, tableFormValues, validateNewTable, type TTableFormValues } from '../lib/table-form';

/** Adds a table by the name staff and diners call it ("12", "Terrace 3") and its seats. */
export function AddTableForm() {
  const { t } = useTranslation('venue-settings');
  const save = useSaveTable();
  const form = useForm<TTableFormValues>({
    mode: 'controlled',
    initialValues: tableFormValues(null),
    validate: validateNewTable,
    onValuesChange: () => save.error && save.reset(),
  });
  // A clash on the name, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');
  const submit = form.onSubmit((values) =>
    save.mutate({ id: null, body: ZTableCreateSchema.parse(tableBody(values)) }, { onSuccess: () => form.setFieldValue('tableDisplayId', '') }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="add-table-form">
      <Group align="flex-end" gap="sm">
        <TextInput
          className="md-grow"
          label={t('tables.name')}
          placeholder="12"
          {...form.getInputProps('tableDisplayId')}
          error={translatedError(t, form.errors.tableDisplayId) || (taken && t('errors.tableTaken', { name: form.values.tableDisplayId }))}
          data-testid="table-name"
        />
        <NumberInput
          w={110}
          label={t('tables.seats')}
          min={1}
          max={OCCUPANCY_MAX}
          allowDecimal={false}
          {...form.getInputProps('occupancy')}
          error={translatedError(t, form.errors.occupancy)}
          data-testid="table-seats"
        />
        <Button type="submit" loading={save.isPending} data-testid="table-add">
          {t('tables.add')}
        </Button>
      </Group>
      {!taken && <ApiErrorAlert error={save.error} />}
    </form>
  );
}
