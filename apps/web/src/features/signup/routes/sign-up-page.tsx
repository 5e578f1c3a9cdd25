import '../sign-up.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { SIGN_UP_COMPLETE_STEP } from '@menudelite/shared/auth/session';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useSession } from '../../../lib/session/session-store';
import { AccountStep } from '../components/account-step';
import { SignUpProgress } from '../components/sign-up-progress';
import { VenueSetupStep } from '../components/venue-steps';
import { resumeStep } from '../lib/sign-up-steps';

/**
 * /signup: six steps (SPEC section 4). Signed out: the account step. A venue owner mid-sign-up
 * resumes at the first step not done; a finished venue goes to /orders, a customer to /profile.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const restaurantQuery = useCurrentRestaurantQuery();
  const restaurant = restaurantQuery.data;
  // null until the owner moves: then the resume step follows the saved venue.
  const [chosen, setChosen] = useState<number | null>(null);
  const active = !user ? 1 : (chosen ?? (restaurant ? resumeStep(restaurant.signUpStep) : 2));
  useDocumentTitle(t(active === 1 ? 'signup.title' : 'signup.venueTitle'));

  if (user?.kind === 'customer') return <Navigate to="/profile" replace />;
  if (user && !restaurant) {
    return restaurantQuery.isError ? <ApiErrorAlert error={restaurantQuery.error} /> : null;
  }
  if (restaurant && restaurant.signUpStep >= SIGN_UP_COMPLETE_STEP && chosen === null) return <Navigate to="/orders" replace />;

  const signUpStep = restaurant?.signUpStep ?? 0;
  // Callers decide what may open: the stepper checks canOpenStep, the forms move one step after a
  // save. A new step starts at the top (on phones the previous one was scrolled far down).
  const goTo = (step: number) => {
    setChosen(step);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md" maw={active === 1 ? 520 : 920} mx="auto">
      <div>
        <Title order={1} fz="h2">
          {t(active === 1 ? 'signup.title' : 'signup.venueTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t(active === 1 ? 'signup.subtitle' : 'signup.venueSubtitle')}
        </Text>
      </div>
      <SignUpProgress active={active} signUpStep={signUpStep} onOpen={goTo} />
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={2} fz="h3" mb="md">
          {t(`signup.stepTitles.${active}`)}
        </Title>
        {!user || !restaurant ? (
          <AccountStep />
        ) : (
          <VenueSetupStep step={active} restaurant={restaurant} goTo={goTo} onFinished={() => void navigate('/orders', { replace: true })} />
        )}
      </Paper>
    </Stack>
  );
}
