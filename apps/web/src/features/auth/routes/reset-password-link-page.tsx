import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FormCard } from '../../../components/form-card';
import { isHttpError } from '../../../lib/http/http-error';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { useResetLinkStatus } from '../api/get-reset-link-status';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetLinkInvalid } from '../components/reset-link-invalid';

/** Checking the link: 410 is the API's "expired or used"; a malformed or unknown token is just as dead. */
function isDeadLink(error: unknown): boolean {
  return isHttpError(error) && [400, 404, 410].includes(error.status);
}

/** Saving: only 410 means the link died meanwhile (a 400 here is a password the API refused). */
function linkDiedOnSave(error: unknown): boolean {
  return isHttpError(error) && (error.status === 410 || error.apiError?.code === 'RESET_LINK_INVALID');
}

/** /reset-password/:hash: check the link first, then take the new password. */
export function ResetPasswordLinkPage() {
  const { t } = useTranslation();
  const token = useParams().hash ?? '';
  const status = useResetLinkStatus(token);
  const complete = useCompletePasswordReset();

  if (complete.isSuccess) {
    return (
      <FormCard title={t('reset.doneTitle')}>
        <Alert color="teal" variant="light" role="status" data-testid="reset-done">
          {t('reset.doneBody')}
        </Alert>
        <Button component={Link} to="/signin" fullWidth>
          {t('auth.signIn')}
        </Button>
      </FormCard>
    );
  }
  if (isDeadLink(status.error) || linkDiedOnSave(complete.error)) return <ResetLinkInvalid />;
  if (status.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (status.isError) {
    return (
      <FormCard title={t('reset.newPasswordTitle')}>
        <ApiErrorAlert error={status.error} />
      </FormCard>
    );
  }
  return (
    <FormCard title={t('reset.newPasswordTitle')} subtitle={t('reset.newPasswordFor', { email: status.data.email })}>
      <NewPasswordForm
        email={status.data.email}
        pending={complete.isPending}
        error={complete.error}
        onSubmit={(password) => complete.mutate({ token, password })}
      />
    </FormCard>
  );
}
