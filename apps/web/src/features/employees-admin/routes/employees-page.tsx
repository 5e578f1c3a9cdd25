import '../employees-admin.css';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TEmployee } from '@menudelite/shared/orders/employees';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useEmployees } from '../api/get-employees';
import { DeleteEmployeeDialog } from '../components/delete-employee-dialog';
import { EmployeeFormModal } from '../components/employee-form-modal';
import { EmployeeRow } from '../components/employee-row';

type TDialog = { kind: 'form'; employee: TEmployee | null } | { kind: 'delete'; employee: TEmployee } | null;

/** /orders/employees: the staff orders are assigned to, each with a short id and a PIN. */
export function EmployeesPage() {
  const { t } = useTranslation('employees-admin');
  const employees = useEmployees();
  const [dialog, setDialog] = useState<TDialog>(null);
  useDocumentTitle(t('title'));

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/orders" size="sm" data-testid="back-to-orders">
        {t('backToOrders')}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        <Button onClick={() => setDialog({ kind: 'form', employee: null })} data-testid="add-employee">
          {t('add')}
        </Button>
      </Group>
      <ApiErrorAlert error={employees.error} />
      {employees.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {employees.data?.length === 0 && (
        <Text c="dimmed" data-testid="no-employees">
          {t('empty')}
        </Text>
      )}
      <Stack gap="xs">
        {employees.data?.map((employee) => (
          <EmployeeRow
            key={employee.id}
            employee={employee}
            onEdit={() => setDialog({ kind: 'form', employee })}
            onDelete={() => setDialog({ kind: 'delete', employee })}
          />
        ))}
      </Stack>
      {dialog?.kind === 'form' && <EmployeeFormModal employee={dialog.employee} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteEmployeeDialog employee={dialog.employee} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
