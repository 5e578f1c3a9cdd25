import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignOutIcon } from '../../../components/icons';
import { useSignOut } from '../api/sign-out';

/** Icon only on phones (the header is narrow), icon and text from the sm breakpoint. */
export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px="xs"
      data-testid="signout"
      aria-label={t('auth.signOut')}
      loading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <span className="md-flip-rtl" style={{ display: 'inline-flex' }}>
        <SignOutIcon />
      </span>
      <span className="md-signout-text">{t('auth.signOut')}</span>
    </Button>
  );
}
