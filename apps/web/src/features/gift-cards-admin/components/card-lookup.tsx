import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CARD_REASON_MAX, type TGiftCard } from '@menudelite/shared/growth/gift-cards';
import { maskedGiftCard } from '@menudelite/shared/growth/gift-cards-code';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useAdjustCard, useLookupCard } from '../api/gift-cards-admin';
import { minorOf } from '../lib/money-input';
import { CardLedger } from './card-ledger';

/** Staff at the till: a code typed (or read out) → the card's balance and ledger; a manager adjusts it with a reason. */
export function CardLookup({ currency, timeZone }: { currency: TCurrency; timeZone: string }) {
  const { t } = useTranslation('gift-cards-admin');
  const [code, setCode] = useState('');
  const lookup = useLookupCard();
  const [card, setCard] = useState<TGiftCard | null>(null);
  return (
    <Stack gap="sm" data-testid="gift-card-lookup">
      <Title order={2} fz="h4">
        {t('lookup.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          lookup.mutate(code, { onSuccess: setCard, onError: () => setCard(null) });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('lookup.code')}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            dir="ltr"
            autoComplete="off"
            maxLength={32}
            style={{ flex: '1 1 16rem' }}
            data-testid="lookup-code"
          />
          <Button type="submit" loading={lookup.isPending} disabled={!code.trim()} data-testid="lookup-submit">
            {t('lookup.submit')}
          </Button>
        </Group>
      </form>
      <ApiErrorAlert error={lookup.error} />
      {card && <FoundCard key={card.id} card={card} currency={currency} timeZone={timeZone} onChanged={setCard} />}
    </Stack>
  );
}

function FoundCard({ card, currency, timeZone, onChanged }: { card: TGiftCard; currency: TCurrency; timeZone: string; onChanged: (card: TGiftCard) => void }) {
  const { t } = useTranslation('gift-cards-admin');
  return (
    <Card withBorder radius="md" data-testid="found-card">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label={t('lookup.card')} value={maskedGiftCard(card.last4)} />
          <Fact label={t('lookup.balance')} value={formatMoney(card.balance, currency)} testId="found-balance" />
          <Fact label={t('lookup.initial')} value={formatMoney(card.initialAmount, currency)} />
          <Fact label={t('lookup.recipient')} value={card.recipientName ?? '—'} />
        </SimpleGrid>
        <AdjustForm card={card} currency={currency} onChanged={onChanged} />
        <CardLedger cardId={card.id} currency={currency} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} dir="auto" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Signed amount ("-5" takes off) and a reason; the server refuses going below zero (409) and roles without giftCards.adjust (403). */
function AdjustForm({ card, currency, onChanged }: { card: TGiftCard; currency: TCurrency; onChanged: (card: TGiftCard) => void }) {
  const { t } = useTranslation('gift-cards-admin');
  const adjust = useAdjustCard(card.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const minor = minorOf(amount, currency);
        if (!minor) return setError('adjust.amountInvalid');
        if (!reason.trim()) return setError('adjust.reasonRequired');
        setError(null);
        const signed = amount.trim().startsWith('-') ? -minor : minor;
        adjust.mutate(
          { amount: signed, reason: reason.trim() },
          {
            onSuccess: (answer) => {
              onChanged(answer.card);
              setAmount('');
              setReason('');
            },
          },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('adjust.amount', { currency: currency.toUpperCase() })}
          description={t('adjust.amountHint')}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={error === 'adjust.amountInvalid' ? t(error) : undefined}
          style={{ flex: '0 1 10rem' }}
          data-testid="adjust-amount"
        />
        <TextInput
          label={t('adjust.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={GIFT_CARD_REASON_MAX}
          error={error === 'adjust.reasonRequired' ? t(error) : undefined}
          style={{ flex: '1 1 14rem' }}
          data-testid="adjust-reason"
        />
        <Button type="submit" variant="light" loading={adjust.isPending} data-testid="adjust-submit">
          {t('adjust.submit')}
        </Button>
      </Group>
      <ApiErrorAlert error={adjust.error} />
    </form>
  );
}
