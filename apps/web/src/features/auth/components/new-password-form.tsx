import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isStrongPassword } from '@menudelite/shared/auth/password';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';

/** New password twice, with the live rule checklist; submits only a strong, matching pair. */
export function NewPasswordForm({
  email,
  pending,
  error,
  onSubmit,
}: {
  email: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const strong = isStrongPassword(password);
  const matches = password === repeat;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (strong && matches) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={error} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          data-testid="reset-new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={submitted && !strong ? t('validation.weakPassword') : undefined}
          aria-describedby="new-password-rules"
        />
        <PasswordChecklist password={password} id="new-password-rules" />
        <PasswordField
          label={t('reset.repeatPassword')}
          autoComplete="new-password"
          data-testid="reset-repeat-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={submitted && !matches ? t('validation.passwordsDiffer') : undefined}
        />
        <Button type="submit" loading={pending} fullWidth data-testid="reset-submit">
          {t('reset.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
