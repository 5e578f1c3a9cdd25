import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A screen failed to load or render. The usual cause is a new deploy that removed the old
 * chunk files, so the one action offered is reloading.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="xl" maw={480} role="alert">
        <Stack align="center" ta="center">
          <Title order={1} fz="h3">
            {t('errors.pageFailedTitle')}
          </Title>
          <Text c="dimmed">{t('errors.pageFailedBody')}</Text>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
