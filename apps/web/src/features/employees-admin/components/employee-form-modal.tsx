import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@menudelite/shared/orders/employees';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { hasErrorKey } from '../../../lib/http/error-text';
import { useSaveEmployee } from '../api/save-employee';
import { translatedError } from '../../../lib/forms/zod-form';
import { checkEmployeeForm, formOf, validateEmployeeForm, type TEmployeeForm } from '../lib/employee-form';

/** Add or edit an employee: name, the short id shown on orders, and a 4 to 6 digit PIN. */
export function EmployeeFormModal({ employee, onClose }: { employee: TEmployee | null; onClose: () => void }) {
  const { t } = useTranslation('employees-admin');
  const save = useSaveEmployee();
  const form = useForm<TEmployeeForm>({
    mode: 'controlled',
    initialValues: formOf(employee),
    validate: validateEmployeeForm(employee === null),
    onValuesChange: () => save.error && save.reset(),
  });
  // A clash on the name, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');

  const submit = form.onSubmit((values) => {
    const checked = checkEmployeeForm(values, employee === null);
    if ('body' in checked) save.mutate({ id: employee?.id ?? null, body: checked.body }, { onSuccess: onClose });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={employee ? t('editTitle', { name: employee.name }) : t('addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate data-testid="employee-form">
        <Stack gap="sm">
          <TextInput label={t('name')} {...form.getInputProps('name')} error={translatedError(t, form.errors.name)} data-testid="employee-name" />
          <TextInput
            label={t('displayId')}
            description={t('displayIdHint')}
            {...form.getInputProps('displayId')}
            error={translatedError(t, form.errors.displayId) || (taken && t('errors.displayIdTaken', { displayId: form.values.displayId.trim() }))}
            data-testid="employee-display-id"
          />
          <PasswordInput
            label={t('pin')}
            description={employee?.hasPin ? t('pinKeepHint') : t('pinHint')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            {...form.getInputProps('pin')}
            onChange={(e) => form.setFieldValue('pin', e.currentTarget.value.replace(/\D/g, ''))}
            error={translatedError(t, form.errors.pin)}
            data-testid="employee-pin"
          />
          {!taken && <ApiErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="employee-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
