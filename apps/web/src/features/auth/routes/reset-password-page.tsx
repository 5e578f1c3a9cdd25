import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FormCard } from '../../../components/form-card';
import { useRequestPasswordReset } from '../api/request-password-reset';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /reset-password: ask for a link by e-mail; the answer never says whether the account exists. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_SHAPE.test(value)) {
      setInvalid(true);
      return;
    }
    request.mutate(value);
  };

  if (request.isSuccess) {
    return (
      <FormCard title={t('reset.checkEmailTitle')}>
        <Alert color="teal" variant="light" role="status" data-testid="reset-email-sent">
          {t('reset.checkEmailBody', { email: email.trim() })}
        </Alert>
        <Anchor component={Link} to="/signin">
          {t('reset.backToSignIn')}
        </Anchor>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ApiErrorAlert error={request.error} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? t('validation.email') : undefined}
          />
          <Button type="submit" loading={request.isPending} fullWidth data-testid="reset-request-submit">
            {t('reset.sendLink')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/signin">
              {t('reset.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
