import '../team-admin.css';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TInvitePreview } from '@menudelite/shared/team/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FormCard } from '../../../components/form-card';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { translatedError, zodFormValidate } from '../../../lib/forms/zod-form';
import { isHttpError } from '../../../lib/http/http-error';
import { applySession } from '../../../lib/session/apply-session';
import { loadSessionRecords } from '../../../lib/session/load-session';
import { useSession } from '../../../lib/session/session-store';
import { acceptInvite, previewInvite } from '../api/invites';
import { InviteInvalid } from '../components/invite-invalid';
import { acceptBody, acceptModeOf, acceptSchema, type TAcceptForm } from '../lib/accept-form';
import { roleLabel } from '../lib/role-label';

/** The link's token is after the '#': it never reaches server logs or Referer headers. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

function AcceptForm({ token, preview }: { token: string; preview: TInvitePreview }) {
  const { t } = useTranslation('team-admin');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = acceptModeOf(preview, user?.email ?? null);
  const accept = useMutation({
    mutationFn: async (values: TAcceptForm) => {
      const answer = await acceptInvite(acceptBody(mode, token, values), mode === 'signedIn');
      queryClient.clear(); // nothing cached for another account or venue survives
      applySession(answer);
      await loadSessionRecords(queryClient);
      return answer;
    },
    onSuccess: (answer) => void navigate(answer.startScreen, { replace: true }),
  });
  const form = useForm<TAcceptForm>({
    mode: 'controlled',
    initialValues: { fullName: '', password: '' },
    validate: zodFormValidate<TAcceptForm>(
      acceptSchema(mode),
      (values) => acceptBody(mode, token, values),
      (issue) => (issue.path[0] === 'password' ? (mode === 'newAccount' ? 'errors.passwordWeak' : 'errors.required') : undefined),
    ),
    onValuesChange: () => accept.error && accept.reset(),
  });
  // The link itself went bad meanwhile (used in another tab, revoked): the error page, not a form error.
  if (isHttpError(accept.error) && (accept.error.status === 410 || accept.error.status === 404)) return <InviteInvalid error={accept.error} />;

  return (
    <FormCard
      title={t('accept.title', { venue: preview.venueName })}
      subtitle={t('accept.subtitle', { role: roleLabel(t, preview.role, preview.roleName), email: preview.email })}
    >
      <form onSubmit={form.onSubmit((values) => accept.mutate(values))} noValidate data-testid="accept-form" data-mode={mode}>
        <Stack gap="sm">
          {mode === 'newAccount' && (
            <TextInput
              label={t('accept.fullName')}
              autoComplete="name"
              {...form.getInputProps('fullName')}
              error={translatedError(t, form.errors.fullName)}
              data-testid="accept-name"
            />
          )}
          {mode !== 'signedIn' && (
            <PasswordField
              label={mode === 'newAccount' ? t('accept.newPassword') : t('accept.password')}
              description={mode === 'existingAccount' ? t('accept.existingHint') : undefined}
              autoComplete={mode === 'newAccount' ? 'new-password' : 'current-password'}
              {...form.getInputProps('password')}
              error={translatedError(t, form.errors.password)}
              data-testid="accept-password"
            />
          )}
          {mode === 'newAccount' && <PasswordChecklist password={form.values.password} />}
          {mode === 'signedIn' && <Text size="sm">{t('accept.signedInHint', { email: preview.email })}</Text>}
          <ApiErrorAlert error={accept.error} />
          <Button type="submit" loading={accept.isPending} data-testid="accept-submit">
            {mode === 'newAccount' ? t('accept.createAndJoin') : t('accept.join')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

/** /team/invite#<token> (issue 8): the e-mailed invite. Set a password or sign in to join, then land on the role's start screen. */
export function InviteAcceptPage() {
  const { t } = useTranslation('team-admin');
  const token = tokenOf(useLocation().hash);
  const preview = useQuery({
    queryKey: ['team-admin', 'invite-preview', token],
    queryFn: () => previewInvite(token),
    retry: false,
    enabled: token.length >= 16,
  });
  if (token.length < 16) return <InviteInvalid error={null} />;
  if (preview.isPending) return <Loader size="sm" aria-label={t('loading')} mx="auto" display="block" />;
  if (preview.isError) return <InviteInvalid error={preview.error} />;
  return <AcceptForm token={token} preview={preview.data} />;
}
