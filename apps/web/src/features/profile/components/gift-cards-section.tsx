import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGiftCards } from '../api/get-customer-lists';
import { useFormatters } from '../lib/format';
import { ProfileSection } from './profile-section';

/** Gift cards the customer bought: the last four characters of the code, the balance left of the amount, who it was for. */
export function GiftCardsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const cards = useGiftCards(userId);
  return (
    <ProfileSection title={t('giftCards.title')} testId="profile-gift-cards" state={cards} items={cards.data?.items} emptyText={t('giftCards.empty')}>
      {(items) => (
        <Stack gap="sm">
          {items.map((card) => (
            <Group key={card.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="profile-gift-card">
              <Stack gap={0}>
                <Text fw={600} dir="ltr">
                  •••• {card.last4}
                </Text>
                <Text size="sm" c="dimmed">
                  {card.recipientName ? t('giftCards.for', { venue: card.restaurantName, name: card.recipientName }) : card.restaurantName}
                </Text>
              </Stack>
              <Text size="sm" ta="end">
                {t('giftCards.balance', { balance: f.money(card.balance, card.currency), amount: f.money(card.initialAmount, card.currency) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
