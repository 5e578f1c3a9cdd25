import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a long form, so owners can find nutrition or translations at a glance. */
export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="xs" component="section" data-testid={testId}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
