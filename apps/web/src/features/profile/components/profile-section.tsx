import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TState = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * One section of /profile with its four states: loading, failed (with a retry), empty, and the items.
 * `quietErrors`: SPEC section 8 logs and stores a failed offers or rewards fetch and shows the user
 * nothing, so those sections then show neither items nor the empty line.
 */
export function ProfileSection<T>(props: {
  title: string;
  testId: string;
  state: TState;
  items: readonly T[] | undefined;
  emptyText: string;
  quietErrors?: boolean;
  action?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const { state, items } = props;
  return (
    <Card withBorder padding="lg" data-testid={props.testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {props.title}
          </Title>
          {props.action}
        </Group>
        {state.isPending && <Skeleton height={48} radius="sm" />}
        {state.isError && !props.quietErrors && (
          <Group justify="space-between" gap="xs" data-testid={`${props.testId}-error`}>
            <Text c="dimmed" size="sm">
              {t('loadFailed')}
            </Text>
            <Button variant="light" size="xs" onClick={() => void state.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        )}
        {items && items.length === 0 && (
          <Text c="dimmed" size="sm" data-testid={`${props.testId}-empty`}>
            {props.emptyText}
          </Text>
        )}
        {items && items.length > 0 && props.children(items)}
      </Stack>
    </Card>
  );
}
