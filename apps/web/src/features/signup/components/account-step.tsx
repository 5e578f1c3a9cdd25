import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZSignUpRequestSchema, type TAccountType } from '@menudelite/shared/auth/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PasswordChecklist } from '../../../components/password-checklist';
import { useEmailExists } from '../api/check-email-exists';
import { useCreateAccount } from '../api/create-account';
import { fieldErrorKeys } from '../lib/field-errors';
import { AccountTypeChoice } from './account-type-choice';
import { PasswordField } from '../../../components/password-field';

/** Step 1: the account. Success signs the new user in; the sign-up page then moves on (customers to /profile). */
export function AccountStep() {
  const { t } = useTranslation();
  const createAccount = useCreateAccount();
  const emailExists = useEmailExists();
  const [form, setForm] = useState({ accountType: 'venue' as TAccountType, fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const checkEmail = () => {
    const parsed = ZSignUpRequestSchema.shape.email.safeParse(form.email);
    if (parsed.success) emailExists.mutate(parsed.data);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSignUpRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorKeys(parsed.error.issues));
      return;
    }
    createAccount.mutate(parsed.data);
  };

  const emailTaken = emailExists.data === true && emailExists.variables === form.email.trim().toLowerCase();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={createAccount.error} />
        <AccountTypeChoice value={form.accountType} onChange={set('accountType')} />
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          required
          value={form.fullName}
          onChange={(e) => set('fullName')(e.currentTarget.value)}
          error={errors.fullName && t(errors.fullName)}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          onBlur={checkEmail}
          error={(errors.email && t(errors.email)) || (emailTaken && t('errors.codes.EMAIL_TAKEN'))}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          data-testid="signup-password"
          required
          value={form.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          error={errors.password && t(errors.password)}
          aria-describedby="signup-password-rules"
        />
        <PasswordChecklist password={form.password} id="signup-password-rules" />
        <Button type="submit" loading={createAccount.isPending} fullWidth mt="xs" data-testid="signup-next">
          {t('signup.account.create')}
        </Button>
        <Text size="sm" ta="center">
          {t('signup.account.haveAccount')}{' '}
          <Anchor component={Link} to="/signin">
            {t('auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
