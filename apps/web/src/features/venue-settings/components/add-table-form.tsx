import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_MAX, ZTableCreateSchema } from '@menudelite/shared/menu/tables';
import { hasErrorKey } from '../../../lib/http/error-text';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveTable } from '../api/save-table';

/** Adds a table by the name staff and diners call it ("12", "Terrace 3") and its seats. */
export function AddTableForm() {
  const { t } = useTranslation('venue-settings');
  const save = useSaveTable();
  const [name, setName] = useState('');
  const [occupancy, setOccupancy] = useState<number | string>(4);
  const [error, setError] = useState<string | null>(null);
  // A clash on the name, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTableCreateSchema.safeParse({ tableDisplayId: name, occupancy: typeof occupancy === 'number' ? occupancy : Number.NaN });
    if (!parsed.success) return setError(parsed.error.issues[0]?.path[0] === 'occupancy' ? 'errors.occupancy' : 'errors.tableName');
    save.mutate({ id: null, body: parsed.data }, { onSuccess: () => setName('') });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="add-table-form">
      <Group align="flex-end" gap="sm">
        <TextInput
          className="md-grow"
          label={t('tables.name')}
          placeholder="12"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
            save.reset();
          }}
          error={(error === 'errors.tableName' && t(error)) || (taken && t('errors.tableTaken', { name }))}
          data-testid="table-name"
        />
        <NumberInput
          w={110}
          label={t('tables.seats')}
          min={1}
          max={OCCUPANCY_MAX}
          allowDecimal={false}
          value={occupancy}
          onChange={setOccupancy}
          error={error === 'errors.occupancy' && t(error)}
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
