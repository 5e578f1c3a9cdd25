import '../club-public.css';
import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { keyText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useSession } from '../../../lib/session/session-store';
import { useCardGateway, usePayingDocument } from '../../card-payment/public';
import { useMySubscriptions, usePublicClub } from '../api/club';
import { MySubscription } from '../components/my-subscription';
import { SubscribeForm } from '../components/subscribe-form';
import { LIVE } from '../lib/status';

/** /restaurants/:restaurantId/club: a venue's DeliteClub for customers: choose a plan and subscribe, or see and cancel theirs. */
export function ClubPublicPage() {
  const { t } = useTranslation('club-public');
  const { text } = useErrorText();
  const { restaurantId = '' } = useParams();
  const { user } = useSession();
  const isCustomer = user?.kind === 'customer';
  const club = usePublicClub(restaurantId);
  const mine = useMySubscriptions(isCustomer);
  useDocumentTitle(club.data ? t('title', { venue: club.data.restaurantName }) : t('titleShort'));
  const here = `/restaurants/${encodeURIComponent(restaurantId)}/club`;
  // With Stripe, the card is saved in Stripe's form, which only runs in a document loaded on this page.
  const gateway = useCardGateway(club.data?.restaurantId);
  const stripeReady = usePayingDocument(gateway.data);
  // The address may name the venue by its slug: the club's answer carries its id.
  const venueId = club.data?.restaurantId;
  const current = mine.data?.items.find((s) => s.restaurantId === venueId && LIVE.includes(s.status));
  const latest = mine.data?.items.find((s) => s.restaurantId === venueId);

  return (
    <Container size="sm" py="lg" data-testid="club-public-page">
      <Stack gap="md">
        {(club.isPending || !stripeReady) && <Loader aria-label={t('loading')} />}
        <ApiErrorAlert error={club.error ?? mine.error} />
        {club.data && (
          <>
            <div>
              <Title order={1} fz="h2">
                {t('title', { venue: club.data.restaurantName })}
              </Title>
              <Text c="dimmed">{t('intro')}</Text>
            </div>
            {current ? (
              <MySubscription subscription={current} timeZone={club.data.timeZone} />
            ) : !club.data.allowsDeliteClub || club.data.plans.length === 0 ? (
              <Alert color="gray" data-testid="club-off">
                {text(keyText('clubOff'))}
              </Alert>
            ) : !isCustomer ? (
              <Stack gap="xs" align="flex-start">
                <Text>{t('signInFirst')}</Text>
                <Button component={Link} to={`/signin?redirect=${encodeURIComponent(here)}`} data-testid="club-sign-in">
                  {t('signIn')}
                </Button>
              </Stack>
            ) : (
              <>
                {latest && !current && latest.status === 'cancelled' && (
                  <Text size="sm" c="dimmed" data-testid="club-previous">
                    {t('previous', { plan: latest.planName, status: t(`status.${latest.status}`) })}
                  </Text>
                )}
                {gateway.data && stripeReady && <SubscribeForm club={club.data} stripe={gateway.data.gateway === 'stripe'} />}
                {gateway.isPending && <Loader aria-label={t('loading')} />}
                <ApiErrorAlert error={gateway.error} />
              </>
            )}
            <Anchor component={Link} to={`/restaurants/${encodeURIComponent(restaurantId)}/menu`} data-testid="club-menu-link">
              {t('backToMenu')}
            </Anchor>
            <Anchor component={Link} to="/deliteClubInfo" size="sm">
              {t('about')}
            </Anchor>
          </>
        )}
      </Stack>
    </Container>
  );
}
