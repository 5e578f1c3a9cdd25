import { Loader, Paper, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDelitePaySettings, useSaveDelitePaySettings } from '../api/delitepay-settings';

/**
 * The venue's DelitePay switch (allowsDelitePay): off, the payment page and every payment link tell
 * the payer that payments are not available, and nothing is charged. Shown in /settings and on
 * /delitePay to those who may change settings.
 */
export function DelitePaySwitch() {
  const { t } = useTranslation('delitepay-admin');
  const settings = useDelitePaySettings();
  const save = useSaveDelitePaySettings();
  const checked = save.isPending ? (save.variables?.allowsDelitePay ?? false) : (settings.data?.allowsDelitePay ?? false);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="delitepay-switch-card">
      <Stack gap="xs">
        <Switch
          label={t('switch.label')}
          description={t('switch.hint')}
          checked={checked}
          disabled={!settings.data || save.isPending}
          onChange={(event) => save.mutate({ allowsDelitePay: event.currentTarget.checked })}
          thumbIcon={save.isPending ? <Loader size={10} /> : undefined}
          data-testid="delitepay-switch"
        />
        <ApiErrorAlert error={settings.error ?? save.error} />
      </Stack>
    </Paper>
  );
}
