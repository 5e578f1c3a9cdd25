import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { useCustomerAuth } from '../api/loyalty';

/** Sign in or create a customer account without leaving the page (joining needs an account: the card is kept with it). */
export function AuthPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('loyalty-join');
  const { t: common } = useTranslation();
  const auth = useCustomerAuth();
  const [mode, setMode] = useState<'signin' | 'signup'>('signup');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !email.trim() || !password || (mode === 'signup' && !fullName.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    const input = mode === 'signin' ? { mode, email: email.trim(), password } : { mode, fullName: fullName.trim(), email: email.trim(), password };
    // mutateAsync: the page swaps this panel out as soon as the session changes, and the join must still follow.
    void (async () => {
      const session = await auth.mutateAsync(input).catch(() => null);
      if (session?.user.kind === 'customer') onSignedIn();
    })();
  };
  const required = (value: string) => (touched && !value.trim() ? t('required') : undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="loyalty-auth">
      <Stack gap="sm">
        <Text fw={600}>{t('auth.title')}</Text>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => setMode(value as 'signin' | 'signup')}
          data={[
            { value: 'signup', label: t('auth.signup') },
            { value: 'signin', label: t('auth.signin') },
          ]}
        />
        <ApiErrorAlert error={auth.error} />
        {mode === 'signup' && (
          <TextInput
            label={common('fields.fullName')}
            autoComplete="name"
            value={fullName}
            maxLength={120}
            onChange={(e) => setFullName(e.currentTarget.value)}
            error={required(fullName)}
          />
        )}
        <TextInput
          label={common('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={required(email)}
          data-testid="loyalty-email"
        />
        <PasswordField
          label={common('fields.password')}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={required(password)}
          data-testid="loyalty-password"
        />
        {mode === 'signup' && <PasswordChecklist password={password} id="loyalty-password-rules" />}
        <Button type="submit" loading={auth.isPending} data-testid="loyalty-auth-submit">
          {mode === 'signin' ? t('auth.signinAndJoin') : t('auth.signupAndJoin')}
        </Button>
      </Stack>
    </form>
  );
}
