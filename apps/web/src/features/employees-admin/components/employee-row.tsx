import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@menudelite/shared/orders/employees';

function PencilIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

export function EmployeeRow({ employee, onEdit, onDelete }: { employee: TEmployee; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('employees-admin');
  return (
    <Paper withBorder p="sm" data-testid="employee-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Badge variant="light" size="lg" radius="sm" miw={48}>
            {employee.displayId}
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {employee.name}
            </Text>
            <Text size="xs" c="dimmed">
              {employee.hasPin ? t('pinSet') : t('pinMissing')}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={t('editLabel', { name: employee.name })}>
            <PencilIcon />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={t('deleteLabel', { name: employee.name })}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
