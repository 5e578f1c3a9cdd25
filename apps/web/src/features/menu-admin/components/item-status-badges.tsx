import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import { soldOutState, soldOutUntilLabel } from '../lib/sold-out';

/** Sold out (and until when), hidden, featured: what makes an item differ from plain "on sale". */
export function ItemStatusBadges({ item, now, timeZone }: { item: TMenuItem; now: Date; timeZone: string }) {
  const { t, i18n } = useTranslation('menu-admin');
  const soldOut = soldOutState(item.soldOutUntil, now);
  return (
    <Group gap={4}>
      {soldOut.kind === 'indefinitely' && (
        <Badge color="orange" variant="light" size="sm" data-testid="badge-sold-out">
          {t('badges.soldOut')}
        </Badge>
      )}
      {soldOut.kind === 'until' && (
        <Badge color="orange" variant="light" size="sm" data-testid="badge-sold-out">
          {t('badges.soldOutUntil', { time: soldOutUntilLabel(soldOut.until, now, timeZone, i18n.language) })}
        </Badge>
      )}
      {!item.isAvailable && (
        <Badge color="gray" variant="light" size="sm">
          {t('badges.hidden')}
        </Badge>
      )}
      {item.isFeatured && (
        <Badge color="yellow" variant="light" size="sm">
          {t('badges.featured')}
        </Badge>
      )}
    </Group>
  );
}
