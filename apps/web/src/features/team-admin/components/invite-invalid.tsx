import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { errorSummary, keyText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';

/** An expired, used, revoked or tampered link: say which (by the server's key), and what to do next. */
export function InviteInvalid({ error }: { error: unknown }) {
  const { t } = useTranslation('team-admin');
  const { text } = useErrorText();
  return (
    <FormCard title={t('accept.invalidTitle')}>
      <Alert color="red" variant="light" role="alert" data-testid="invite-invalid">
        {text(error ? errorSummary(error) : keyText('inviteInvalid'))}
      </Alert>
      <Group gap="md">
        <Anchor component={Link} to="/signin">
          {t('accept.signIn')}
        </Anchor>
        <Anchor component={Link} to="/">
          {t('accept.home')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t('accept.askAgain')}
      </Text>
    </FormCard>
  );
}
