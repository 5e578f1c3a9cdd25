import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { readableTextOn } from '../../../lib/theme/contrast';

export type TBrandColours = { primaryColor: string; secondaryColor: string; backgroundColor: string };

const SAMPLE_PRICE_MINOR = 1250;

/** A diner's-eye sample of the menu in the chosen colours, updated as the owner picks them. */
export function BrandPreview({ colours, name, logoUrl, currency }: { colours: TBrandColours; name: string; logoUrl: string | null; currency: TCurrency }) {
  const { t } = useTranslation();
  const text = readableTextOn(colours.backgroundColor);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      style={{ background: colours.backgroundColor, color: text }}
      aria-label={t('signup.brand.preview')}
      role="img"
      data-testid="brand-preview"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={logoUrl} alt="" radius="sm" size={40} style={{ background: colours.primaryColor, color: readableTextOn(colours.primaryColor) }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text fw={700} truncate="end">
            {name}
          </Text>
        </Group>
        <Paper radius="md" p="sm" style={{ background: 'rgba(127,127,127,0.08)', color: text }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Group gap={6}>
                <Text fw={600} size="sm">
                  {t('signup.brand.previewItem')}
                </Text>
                <span
                  style={{
                    background: colours.secondaryColor,
                    color: readableTextOn(colours.secondaryColor),
                    borderRadius: 999,
                    padding: '1px 8px',
                    fontSize: 11,
                    fontWeight: 700,
                  }}
                >
                  {t('signup.brand.previewBadge')}
                </span>
              </Group>
              <Text size="sm" opacity={0.75}>
                {formatMoney(SAMPLE_PRICE_MINOR, currency)}
              </Text>
            </div>
          </Group>
        </Paper>
        <div
          style={{
            background: colours.primaryColor,
            color: readableTextOn(colours.primaryColor),
            borderRadius: 8,
            padding: '10px 14px',
            textAlign: 'center',
            fontWeight: 600,
          }}
        >
          {t('signup.brand.previewButton')}
        </div>
      </Stack>
    </Paper>
  );
}
