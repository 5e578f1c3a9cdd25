import { Badge, Button, Card, Center, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubPlan } from '@menudelite/shared/growth/club';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeletePlan, usePlans, useUpdatePlan } from '../api/club-admin';
import { PlanForm } from './plan-form';

/** The plans: each with its price, perks and active toggle; edit and delete (soft: members keep theirs until it ends). */
export function PlansList({ restaurantId, currency }: { restaurantId: string; currency: TCurrency }) {
  const { t } = useTranslation('club-admin');
  const plans = usePlans();
  const toggle = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<{ plan: TClubPlan | null } | null>(null);
  const items = useMemo(() => plans.data?.pages.flatMap((page) => page.items) ?? [], [plans.data]);

  return (
    <Stack gap="sm" data-testid="club-plans">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('plans.title')}
        </Title>
        <Button onClick={() => setEditing({ plan: null })} data-testid="plan-add">
          {t('plans.add')}
        </Button>
      </Group>
      <ApiErrorAlert error={plans.error ?? toggle.error ?? remove.error} />
      {plans.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {plans.isSuccess && items.length === 0 && <Text c="dimmed">{t('plans.empty')}</Text>}
      {items.map((plan) => (
        <Card key={plan.id} withBorder radius="md" data-testid="plan-row">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 14rem' }}>
              <Group gap="xs">
                <Text fw={600} dir="auto">
                  {plan.name}
                </Text>
                {!plan.isActive && <Badge color="gray">{t('plans.inactive')}</Badge>}
              </Group>
              <Text size="sm">{t('plans.price', { price: formatMoney(plan.monthlyPrice, currency) })}</Text>
              {plan.percentOff > 0 && <Text size="sm">{t('plans.percent', { percent: plan.percentOff })}</Text>}
              {plan.freeItems.length > 0 && (
                <Text size="sm">{t('plans.free', { items: plan.freeItems.map((item) => item.name).join(', '), count: plan.freeItemsPerDay })}</Text>
              )}
            </Stack>
            <Group gap="xs">
              <Switch
                label={t('plans.active')}
                checked={plan.isActive}
                onChange={(e) => toggle.mutate({ id: plan.id, body: { isActive: e.currentTarget.checked } })}
                data-testid="plan-active"
              />
              <Button variant="default" size="xs" onClick={() => setEditing({ plan })}>
                {t('plans.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => {
                  if (window.confirm(t('plans.confirmDelete', { name: plan.name }))) remove.mutate(plan.id);
                }}
              >
                {t('plans.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {plans.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={plans.isFetchingNextPage} onClick={() => void plans.fetchNextPage()}>
            {t('showMore')}
          </Button>
        </Center>
      )}
      {editing && (
        <PlanForm key={editing.plan?.id ?? 'new'} restaurantId={restaurantId} currency={currency} plan={editing.plan} opened onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
