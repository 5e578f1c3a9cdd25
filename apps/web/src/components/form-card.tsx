import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/navigation/use-document-title';

/** The narrow centred card account screens (sign-in, reset, sign-up account step) sit in. */
export function FormCard({ title, subtitle, children, maw = 440 }: { title: string; subtitle?: ReactNode; children: ReactNode; maw?: number }) {
  useDocumentTitle(title);
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md" maw={maw} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
