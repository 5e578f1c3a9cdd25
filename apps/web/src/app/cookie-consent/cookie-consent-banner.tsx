import { Affix, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberCookieConsent, type TCookieConsent } from './consent-storage';

/**
 * Loaded lazily (see cookie-consent-slot) only for visitors who have not answered yet. The app
 * sets only strictly necessary cookies (session, language), so declining changes nothing else today.
 */
export default function CookieConsentBanner({ onAnswer }: { onAnswer: () => void }) {
  const { t } = useTranslation();
  const answer = (choice: TCookieConsent) => {
    rememberCookieConsent(choice);
    onAnswer();
  };
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={300}>
      <Paper withBorder shadow="md" p="md" maw={720} mx="auto" role="region" aria-label={t('cookies.title')} data-testid="cookie-consent">
        <Text fw={600} mb={4}>
          {t('cookies.title')}
        </Text>
        <Text size="sm" mb="sm">
          {t('cookies.body')}{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm">
            {t('pages.privacyPolicy')}
          </Anchor>
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => answer('declined')}>
            {t('cookies.decline')}
          </Button>
          <Button onClick={() => answer('accepted')}>{t('cookies.accept')}</Button>
        </Group>
      </Paper>
    </Affix>
  );
}
