import { ActionIcon, Badge, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { useUpdateModifier } from '../api/update-modifier';
import { choiceRule } from '../lib/group-form';
import { ArrowIcon, DotsIcon } from '../../../components/icons';

/** A group with its rule ("Choose 1", required) and its options, each with a quick availability toggle. */
export function ModifierGroupRow({
  group,
  currency,
  handle,
  onEdit,
  onDelete,
  onMove,
  canMoveUp,
  canMoveDown,
}: {
  group: TModifierGroup;
  currency: TCurrency;
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (offset: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const { t } = useTranslation('menu-admin');
  const update = useUpdateModifier();
  const rule = choiceRule(group.min, group.max);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="group-row" data-group-name={group.name}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {handle}
        <Stack gap={4} className="md-row-main">
          <Group gap={6}>
            <Text fw={600}>{group.name}</Text>
            {group.min > 0 && (
              <Badge size="xs" color="red" variant="light">
                {t('groups.required')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t(rule.key, rule.values)}
          </Text>
          {group.modifiers.map((modifier) => (
            <Group key={modifier.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" truncate="end" c={modifier.isAvailable ? undefined : 'dimmed'}>
                {modifier.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  <bdi>+{formatMoney(modifier.price, currency)}</bdi>
                </Text>
                <Switch
                  size="xs"
                  checked={modifier.isAvailable}
                  aria-label={t('groups.modifierAvailable', { name: modifier.name })}
                  onChange={(e) => update.mutate({ id: modifier.id, body: { isAvailable: e.currentTarget.checked } })}
                />
              </Group>
            </Group>
          ))}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('actions.moreFor', { name: group.name })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onEdit}>{t('actions.edit')}</Menu.Item>
            <Menu.Item leftSection={<ArrowIcon up size={14} />} disabled={!canMoveUp} onClick={() => onMove(-1)}>
              {t('actions.moveUp')}
            </Menu.Item>
            <Menu.Item leftSection={<ArrowIcon size={14} />} disabled={!canMoveDown} onClick={() => onMove(1)}>
              {t('actions.moveDown')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={onDelete}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
