import { Anchor, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_ADJUST_MAX, type TPointsAccount } from '@menudelite/shared/growth/points';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { newRequestId } from '../../../lib/http/request-id';
import { useAdjustPoints, usePointsAccounts } from '../api/accounts';

/** The venue's members and their balances; a manager corrects one with a signed number of points and a reason (a ledger row). */
export function PointsMembers() {
  const { t, i18n } = useTranslation('points-admin');
  const accounts = usePointsAccounts();
  const items = accounts.data?.pages.flatMap((page) => page.items) ?? [];
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Card withBorder padding="lg" data-testid="points-members">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('members.title')}
        </Title>
        {accounts.error && <ApiErrorAlert error={accounts.error} />}
        {accounts.data && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('members.empty')}
          </Text>
        )}
        {items.map((account) => (
          <Member key={account.id} account={account} count={count} />
        ))}
        {accounts.hasNextPage && (
          <Button variant="subtle" onClick={() => void accounts.fetchNextPage()} loading={accounts.isFetchingNextPage}>
            {t('members.more')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function Member({ account, count }: { account: TPointsAccount; count: (n: number) => string }) {
  const { t } = useTranslation('points-admin');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} data-testid="points-member">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {account.fullName || account.email}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {account.email}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{t('members.balance', { points: count(account.balance) })}</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {t('members.adjust')}
          </Anchor>
        </Stack>
      </Group>
      {open && <AdjustForm account={account} onDone={() => setOpen(false)} />}
    </Stack>
  );
}

function AdjustForm({ account, onDone }: { account: TPointsAccount; onDone: () => void }) {
  const { t } = useTranslation('points-admin');
  const adjust = useAdjustPoints();
  const [points, setPoints] = useState<number | ''>('');
  const [note, setNote] = useState('');
  // One key per submission attempt: a retry of the same submission is the same adjustment.
  const [key] = useState(newRequestId);
  const valid = typeof points === 'number' && Number.isInteger(points) && points !== 0 && Math.abs(points) <= POINTS_ADJUST_MAX && note.trim() !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        adjust.mutate({ accountId: account.id, body: { points, note: note.trim() }, key }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('members.points')}
            description={t('members.pointsHint')}
            allowDecimal={false}
            min={-POINTS_ADJUST_MAX}
            max={POINTS_ADJUST_MAX}
            value={points}
            onChange={(value) => setPoints(typeof value === 'number' ? value : '')}
            w={180}
            data-testid="points-adjust-points"
          />
          <TextInput
            label={t('members.note')}
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
        </Group>
        {adjust.error && <ApiErrorAlert error={adjust.error} />}
        <Group justify="flex-end">
          <Button type="submit" size="xs" disabled={!valid} loading={adjust.isPending} data-testid="points-adjust-save">
            {t('members.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
