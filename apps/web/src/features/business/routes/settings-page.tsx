import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VenueSummary } from '../../../components/venue-summary/venue-summary';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';

/** The venue's settings, read-only until the settings issue makes them editable. */
export function SettingsPage() {
  const { t } = useTranslation();
  const restaurant = useCurrentRestaurantQuery().data;
  useDocumentTitle(t('nav.settings'));
  if (!restaurant) return null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('nav.settings')}
      </Title>
      <Alert variant="light" color="blue">
        {t('settings.readOnly')}
      </Alert>
      <VenueSummary restaurant={restaurant} />
    </Stack>
  );
}
