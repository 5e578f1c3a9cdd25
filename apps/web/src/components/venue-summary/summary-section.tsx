import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type TSummaryRow = { label: string; value: ReactNode; testId?: string };

/** A titled card of label / value lines; on phones long values wrap under their label. */
export function SummarySection({ title, rows, action }: { title: string; rows: TSummaryRow[]; action?: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {action}
        </Group>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text size="sm" fw={500} ta="end" data-testid={row.testId} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
