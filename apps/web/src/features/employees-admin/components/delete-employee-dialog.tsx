import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@menudelite/shared/orders/employees';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteEmployee } from '../api/delete-employee';

/** "Remove Ana?" Their orders stay, unassigned. */
export function DeleteEmployeeDialog({ employee, onClose }: { employee: TEmployee; onClose: () => void }) {
  const { t } = useTranslation('employees-admin');
  const remove = useDeleteEmployee();
  return (
    <Modal opened onClose={onClose} title={t('deleteTitle', { name: employee.name })} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text>{t('deleteBody')}</Text>
        <ApiErrorAlert error={remove.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(employee.id, { onSuccess: onClose })} data-testid="confirm-button">
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
