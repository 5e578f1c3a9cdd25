import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZSignUpRequestSchema } from '@menudelite/shared/auth/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PasswordChecklist } from '../../../components/password-checklist';
import { useEmailExists } from '../api/check-email-exists';
import { useCreateAccount } from '../api/create-account';
import { keyText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { accountErrors, type TAccountValues } from '../lib/step-form';
import { AccountTypeChoice } from './account-type-choice';
import { asFormErrors } from './field-error-text';
import { PasswordField } from '../../../components/password-field';

/** Step 1: the account. Success signs the new user in; the sign-up page then moves on (customers to /profile). */
export function AccountStep() {
  const { t } = useTranslation();
  const createAccount = useCreateAccount();
  const emailExists = useEmailExists();
  const { text } = useErrorText();
  const form = useForm<TAccountValues>({
    mode: 'controlled',
    initialValues: { accountType: 'venue', fullName: '', email: '', password: '' },
    validate: (values) => asFormErrors(accountErrors(values)),
  });
  const values = form.values;

  const checkEmail = () => {
    const parsed = ZSignUpRequestSchema.shape.email.safeParse(values.email);
    if (parsed.success) emailExists.mutate(parsed.data);
  };

  // The same schema passed in validate: parse only trims and lower-cases the e-mail.
  const submit = form.onSubmit((submitted) => createAccount.mutate(ZSignUpRequestSchema.parse(submitted)));

  const emailTaken = emailExists.data === true && emailExists.variables === values.email.trim().toLowerCase();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={createAccount.error} />
        <AccountTypeChoice value={values.accountType} onChange={(value) => form.setFieldValue('accountType', value)} />
        <TextInput label={t('fields.fullName')} autoComplete="name" required {...form.getInputProps('fullName')} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          onBlur={checkEmail}
          error={form.errors.email || (emailTaken && text(keyText('EMAIL_TAKEN')))}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          data-testid="signup-password"
          required
          {...form.getInputProps('password')}
          aria-describedby="signup-password-rules"
        />
        <PasswordChecklist password={values.password} id="signup-password-rules" />
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
