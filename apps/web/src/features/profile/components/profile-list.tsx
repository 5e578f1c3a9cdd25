import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One list on the profile (offers or rewards). A failed fetch shows neither items nor the empty
 * line: SPEC section 8 logs and stores it and shows the user nothing.
 */
export function ProfileList<T extends { id: string }>(props: {
  title: string;
  emptyText: string;
  items: T[] | undefined;
  renderItem: (item: T) => ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="lg" data-testid={props.testId}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        {props.items && props.items.length === 0 && <Text c="dimmed">{props.emptyText}</Text>}
        {props.items && props.items.length > 0 && (
          <List>
            {props.items.map((item) => (
              <List.Item key={item.id}>{props.renderItem(item)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
