import { Loader, Paper, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useClubSettings, useSaveClubSettings } from '../api/club-admin';

/** allowsDeliteClub: off, nobody new can subscribe and the menu shows no free-with-club marker; members keep what they paid for. */
export function ClubSwitch() {
  const { t } = useTranslation('club-admin');
  const settings = useClubSettings();
  const save = useSaveClubSettings();
  const checked = save.isPending ? (save.variables?.allowsDeliteClub ?? false) : (settings.data?.allowsDeliteClub ?? false);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Switch
          label={t('switch.label')}
          description={t('switch.hint')}
          checked={checked}
          disabled={!settings.data || save.isPending}
          onChange={(event) => save.mutate({ allowsDeliteClub: event.currentTarget.checked })}
          thumbIcon={save.isPending ? <Loader size={10} /> : undefined}
          data-testid="club-switch"
        />
        <ApiErrorAlert error={settings.error ?? save.error} />
      </Stack>
    </Paper>
  );
}
