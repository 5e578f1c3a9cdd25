import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';

/** The seeded demo venue's menu (the public menu issue serves it). */
const DEMO_MENU_PATH = '/restaurants/demo-bistro/menu';
const HIGHLIGHTS = ['order', 'run', 'languages'] as const;

/** A short marketing hero: what MenuDelite is, and the three ways in. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start" maw={720}>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
          {t('home.title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.subtitle')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/signup" size="md" data-testid="home-signup">
            {t('home.ctaSignUp')}
          </Button>
          <Button component={Link} to="/signin" size="md" variant="default">
            {t('auth.signIn')}
          </Button>
          <Button component={Link} to={DEMO_MENU_PATH} size="md" variant="subtle" data-testid="home-demo-menu">
            {t('home.ctaDemo')}
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {HIGHLIGHTS.map((key) => (
          <Card key={key} withBorder padding="lg">
            <Title order={2} fz="h4" mb={6}>
              {t(`home.highlights.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`home.highlights.${key}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
