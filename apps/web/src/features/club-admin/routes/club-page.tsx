import '../club-admin.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { ClubSwitch } from '../components/club-switch';
import { MembersList } from '../components/members-list';
import { PlansList } from '../components/plans-list';

/** /deliteClub: the club switch, the plans and the members (offers.manage). */
export function ClubPage() {
  const { t } = useTranslation('club-admin');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  const venue = restaurant.data;
  if (!venue) return <ApiErrorAlert error={restaurant.error} />;
  return (
    <Stack gap="lg" maw={900} data-testid="club-page">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}{' '}
          <Anchor component={Link} to={`/restaurants/${venue.id}/club`}>
            {t('customerPage')}
          </Anchor>
        </Text>
      </div>
      <ClubSwitch />
      <PlansList restaurantId={venue.id} currency={venue.currency} />
      <MembersList currency={venue.currency} timeZone={venue.timeZone} />
    </Stack>
  );
}
