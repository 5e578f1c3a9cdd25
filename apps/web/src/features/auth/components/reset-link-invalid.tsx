import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';

/** The expired-or-used link page: says so plainly and offers a new link. */
export function ResetLinkInvalid() {
  const { t } = useTranslation();
  return (
    <FormCard title={t('reset.expiredTitle')}>
      <Stack gap="md" data-testid="reset-link-expired">
        <Alert color="orange" variant="light" role="alert">
          {t('reset.expiredBody')}
        </Alert>
        <Button component={Link} to="/reset-password" fullWidth>
          {t('reset.requestNewLink')}
        </Button>
      </Stack>
    </FormCard>
  );
}
