import { Alert, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../lib/download';
import { DelitePaySwitch } from './delitepay-switch';

/**
 * The venue's own open payment page (any amount), to share; a warning while DelitePay is switched
 * off (nobody can pay yet), and the switch itself for those who may change settings.
 */
export function PaymentPageCard({ slug, enabled, canSwitch }: { slug: string; enabled: boolean; canSwitch: boolean }) {
  const { t } = useTranslation('delitepay-admin');
  const url = absoluteUrl(`/${encodeURIComponent(slug)}/payment-page`);
  return (
    <Stack gap="sm">
      {!enabled && (
        <Alert color="yellow" variant="light" title={t('off.title')} data-testid="delitepay-off">
          <Text size="sm">{t('off.body')}</Text>
        </Alert>
      )}
      {canSwitch && <DelitePaySwitch />}
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Title order={2} fz="h4">
            {t('page.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('page.body')}
          </Text>
          <Text size="sm" fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="payment-page-url">
            {url}
          </Text>
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t('links.copied') : t('links.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="subtle" component="a" href={url} target="_blank" rel="noopener">
              {t('page.open')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
