import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSetOnline } from '../api/set-online';

/** The venue's online switch: while off, diners see "the restaurant is not accepting orders". */
export function OnlineSwitch({ isOnline }: { isOnline: boolean }) {
  const { t } = useTranslation('orders-dashboard');
  const setOnline = useSetOnline();
  const checked = setOnline.isPending ? Boolean(setOnline.variables) : isOnline;
  return (
    <Switch
      size="md"
      color="green"
      checked={checked}
      disabled={setOnline.isPending}
      onChange={(event) => setOnline.mutate(event.currentTarget.checked)}
      label={checked ? t('online.on') : t('online.off')}
      error={setOnline.isError ? t('errors.online') : undefined}
      data-testid="online-switch"
    />
  );
}
