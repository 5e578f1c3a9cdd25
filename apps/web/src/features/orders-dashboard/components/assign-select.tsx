import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@menudelite/shared/orders/order';
import { employeesQuery } from '../../employees-admin/public';
import { useAssignOrder } from '../api/assign-order';

/** Who looks after the order: one of the venue's employees, or nobody. */
export function AssignSelect({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders-dashboard');
  const employees = useQuery(employeesQuery());
  const assign = useAssignOrder();
  const data = [
    { value: '', label: t('assign.nobody') },
    ...(employees.data ?? []).map((employee) => ({ value: employee.id, label: `${employee.name} (${employee.displayId})` })),
  ];
  return (
    <NativeSelect
      size="xs"
      aria-label={t('assign.label', { number: order.number })}
      data={data}
      value={order.employeeId ?? ''}
      disabled={assign.isPending || !employees.data}
      error={assign.isError ? t('errors.assign') : undefined}
      onChange={(event) => assign.mutate({ id: order.id, employeeId: event.currentTarget.value || null })}
      data-testid="assign-select"
      miw={150}
    />
  );
}
