import '../team-admin.css';
import { Badge, Button, Loader, Stack, Text, UnstyledButton, Group, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FormCard } from '../../../components/form-card';
import { safeRedirectPath } from '../../../lib/navigation/safe-redirect';
import { useSession } from '../../../lib/session/session-store';
import { useMyVenues, useSwitchVenue, type TMyVenue } from '../api/venues';
import { roleLabel } from '../lib/role-label';

/**
 * /team/venues (issue 8): after sign-in, a person who works at several venues picks one; the
 * same session gets an access token acting for it. With one venue it goes straight on.
 */
export function VenuePickerPage() {
  const { t } = useTranslation('team-admin');
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirectPath(params.get('next'));
  const venues = useMyVenues();
  const switchVenue = useSwitchVenue();
  const only = venues.data?.length === 1 ? venues.data[0] : null;
  const chooser = params.get('choose') === '1';

  useEffect(() => {
    if (only && !chooser) void navigate(next ?? only.startScreen, { replace: true });
  }, [only, chooser, next, navigate]);

  if (!user) return <Navigate to="/signin" replace />;
  if (venues.isError) return <ApiErrorAlert error={venues.error} />;
  if (!venues.data || (only && !chooser)) return <Loader size="sm" aria-label={t('loading')} mx="auto" display="block" />;
  if (venues.data.length === 0) return <Navigate to={next ?? '/orders'} replace />;

  const pick = (venue: TMyVenue) => {
    if (venue.current) void navigate(venue.startScreen, { replace: true });
    else switchVenue.mutate(venue.venueId, { onSuccess: () => void navigate(venue.startScreen, { replace: true }) });
  };

  return (
    <FormCard title={t('venues.title')} subtitle={t('venues.subtitle')}>
      <Stack gap="xs" data-testid="venue-picker">
        {venues.data.map((venue) => (
          <UnstyledButton key={venue.venueId} onClick={() => pick(venue)} disabled={switchVenue.isPending} data-testid="venue-choice">
            <Paper withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text fw={700} truncate="end">
                    <bdi>{venue.name}</bdi>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {roleLabel(t, venue.role, venue.roleName)}
                  </Text>
                </Stack>
                {venue.current && <Badge variant="light">{t('venues.current')}</Badge>}
                {switchVenue.isPending && switchVenue.variables === venue.venueId && <Loader size="xs" />}
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
        <ApiErrorAlert error={switchVenue.error} />
        {chooser && (
          <Button variant="subtle" onClick={() => navigate(-1)}>
            {t('cancel')}
          </Button>
        )}
      </Stack>
    </FormCard>
  );
}
