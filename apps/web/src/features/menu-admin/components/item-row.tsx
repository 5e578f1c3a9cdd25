import { ActionIcon, Group, Menu, Paper, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { useSaveItem } from '../api/save-item';
import { isSoldOut } from '@menudelite/shared/menu/availability';
import { ItemStatusBadges } from './item-status-badges';
import { ArrowIcon, DotsIcon } from '../../../components/icons';

export type TItemAction = 'edit' | 'duplicate' | 'soldOut' | 'backOnSale' | 'delete';

/** One item in a section (or in search results): what diners see of it, its toggles and its actions. */
export function ItemRow({
  item,
  currency,
  timeZone,
  now,
  handle,
  caption,
  onAction,
  onMove,
  canMoveUp = false,
  canMoveDown = false,
}: {
  item: TMenuItem;
  currency: TCurrency;
  timeZone: string;
  now: Date;
  handle?: ReactNode;
  /** Shown under the name, e.g. the section in search results. */
  caption?: string;
  onAction: (action: TItemAction, item: TMenuItem) => void;
  onMove?: (offset: -1 | 1) => void;
  canMoveUp?: boolean;
  canMoveDown?: boolean;
}) {
  const { t } = useTranslation('menu-admin');
  const save = useSaveItem();
  const soldOut = isSoldOut(item.soldOutUntil, now);
  const thumb = item.images[0]?.urls.sm;

  return (
    <Paper withBorder radius="md" p="xs" data-testid="item-row" data-item-name={item.name}>
      <Group gap="xs" wrap="nowrap" align="center">
        {handle}
        {thumb && <img src={thumb} alt="" width={44} height={44} className="md-row-thumb" />}
        <div className="md-row-main">
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fw={600} truncate="end" dir="auto" className="md-name">
              {item.name}
            </Text>
            <Text fw={500} size="sm" className="md-price">
              <bdi>{formatMoney(item.price, currency)}</bdi>
            </Text>
          </Group>
          {caption && (
            <Text size="xs" c="dimmed" truncate="end">
              {caption}
            </Text>
          )}
          <ItemStatusBadges item={item} now={now} timeZone={timeZone} />
        </div>
        <Switch
          checked={item.isAvailable}
          onChange={(e) => save.mutate({ id: item.id, body: { isAvailable: e.currentTarget.checked } })}
          aria-label={t('items.showOnMenu', { name: item.name })}
          disabled={save.isPending}
          size="sm"
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('actions.moreFor', { name: item.name })} data-testid="item-actions">
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('edit', item)}>{t('actions.edit')}</Menu.Item>
            <Menu.Item onClick={() => onAction('duplicate', item)} data-testid="item-duplicate">
              {t('actions.duplicate')}
            </Menu.Item>
            {soldOut ? (
              <Menu.Item onClick={() => onAction('backOnSale', item)} data-testid="item-back-on-sale">
                {t('actions.backOnSale')}
              </Menu.Item>
            ) : (
              <Menu.Item onClick={() => onAction('soldOut', item)} data-testid="item-sold-out">
                {t('actions.soldOut')}
              </Menu.Item>
            )}
            {onMove && (
              <>
                <Menu.Item leftSection={<ArrowIcon up size={14} />} disabled={!canMoveUp} onClick={() => onMove(-1)}>
                  {t('actions.moveUp')}
                </Menu.Item>
                <Menu.Item leftSection={<ArrowIcon size={14} />} disabled={!canMoveDown} onClick={() => onMove(1)}>
                  {t('actions.moveDown')}
                </Menu.Item>
              </>
            )}
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onAction('delete', item)}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
