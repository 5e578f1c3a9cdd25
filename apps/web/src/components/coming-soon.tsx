import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/navigation/use-document-title';
import { ClockIcon } from './icons';

/** The panel a route shows until the issue that builds its screen lands; its guard is already real. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const feature = t(titleKey);
  useDocumentTitle(feature);
  return (
    <Paper withBorder p="xl" radius="md" data-testid="coming-soon" maw={640} mx="auto" mt="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <ClockIcon size={26} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {feature}
        </Title>
        <Text fw={600}>{t('comingSoon.title', { feature })}</Text>
        <Text c="dimmed">{t('comingSoon.body')}</Text>
      </Stack>
    </Paper>
  );
}
