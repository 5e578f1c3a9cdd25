import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@menudelite/shared/orders/employees';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { hasErrorKey } from '../../../lib/http/error-text';
import { useSaveEmployee } from '../api/save-employee';
import { checkEmployeeForm, formOf, type TEmployeeFormErrors } from '../lib/employee-form';

/** Add or edit an employee: name, the short id shown on orders, and a 4 to 6 digit PIN. */
export function EmployeeFormModal({ employee, onClose }: { employee: TEmployee | null; onClose: () => void }) {
  const { t } = useTranslation('employees-admin');
  const save = useSaveEmployee();
  const [form, setForm] = useState(() => formOf(employee));
  const [errors, setErrors] = useState<TEmployeeFormErrors>({});
  // A clash on the name, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmployeeForm(form, employee === null);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate({ id: employee?.id ?? null, body: checked.body }, { onSuccess: onClose });
  };

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
          <TextInput
            label={t('name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={errors.name && t(errors.name)}
            data-testid="employee-name"
          />
          <TextInput
            label={t('displayId')}
            description={t('displayIdHint')}
            value={form.displayId}
            onChange={(e) => setForm({ ...form, displayId: e.currentTarget.value })}
            error={(errors.displayId && t(errors.displayId)) || (taken && t('errors.displayIdTaken', { displayId: form.displayId.trim() }))}
            data-testid="employee-display-id"
          />
          <PasswordInput
            label={t('pin')}
            description={employee?.hasPin ? t('pinKeepHint') : t('pinHint')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={form.pin}
            onChange={(e) => setForm({ ...form, pin: e.currentTarget.value.replace(/\D/g, '') })}
            error={errors.pin && t(errors.pin)}
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
