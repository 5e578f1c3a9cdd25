import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FormCard } from '../../../components/form-card';
import { useSignIn } from '../api/sign-in';
import { destinationAfterSignIn } from '../lib/destination-after-sign-in';
import { PasswordField } from '../../../components/password-field';
import { venuePickerPath } from '../../team-admin/public';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showMissing, setShowMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setShowMissing(true);
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ session, restaurant }) => {
          const destination = destinationAfterSignIn({ user: session.user, signUpStep: restaurant?.signUpStep ?? null, redirect });
          // Issue 8: venue staff may work at several venues; the picker asks which (and goes straight on with one).
          void navigate(session.user.kind === 'venue' && destination !== '/signup' ? venuePickerPath(destination) : destination, { replace: true });
        },
      },
    );
  };

  return (
    <FormCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ApiErrorAlert error={signIn.error} title={t('auth.signInFailed')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={showMissing && !email.trim() ? t('validation.required') : undefined}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            data-testid="signin-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={showMissing && !password ? t('validation.required') : undefined}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-password" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending} data-testid="signin-submit">
            {t('auth.signIn')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/signup">
              {t('auth.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
