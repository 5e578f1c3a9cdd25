import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stamps collected as dots toward one full card (minSpendQuantity), plus the count as text for screen readers and big cards. */
export function StampRow({ count, needed }: { count: number; needed: number }) {
  const { t } = useTranslation('loyalty-admin');
  const shown = Math.min(needed, 20);
  const filled = Math.min(count, shown);
  return (
    <Group gap={6} wrap="wrap" aria-label={t('stamps', { count, needed })} data-testid="stamp-row">
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} className={i < filled ? 'loyalty-stamp loyalty-stamp--on' : 'loyalty-stamp'} aria-hidden />
      ))}
      <Text size="sm" fw={600} ms={4}>
        {t('stampsShort', { count, needed })}
      </Text>
    </Group>
  );
}
