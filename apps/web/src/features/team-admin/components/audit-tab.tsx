import { Badge, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntry } from '@menudelite/shared/team/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useAudit, type TAuditFilters } from '../api/audit';
import { useMembers } from '../api/members';
import { auditFacts } from '../lib/audit-details';
import { roleLabel } from '../lib/role-label';

type TFormatTime = (iso: string, withDate?: boolean) => string;

function AuditRow({ entry, formatTime, currency }: { entry: TAuditEntry; formatTime: TFormatTime; currency: TCurrency }) {
  const { t } = useTranslation('team-admin');
  // A custom role is named by its reference here: the row keeps what it was, even after a rename or delete.
  const facts = auditFacts(entry, currency, (role) => roleLabel(t, role, role));
  return (
    <Paper withBorder p="sm" radius="md" data-testid="audit-row" data-action={entry.action}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Badge variant="light" tt="none" data-testid="audit-action">
            {t(`auditActions.${entry.action}`)}
          </Badge>
          <Text size="xs" c="dimmed" data-testid="audit-time">
            <bdi>{formatTime(entry.at, true)}</bdi>
          </Text>
        </Group>
        <Text size="sm" data-testid="audit-actor">
          {t('audit.by', { name: entry.actorName })}
          {facts.subject && (
            <>
              {' · '}
              <bdi>{facts.subject}</bdi>
            </>
          )}
        </Text>
        {entry.approvedByName && (
          <Text size="sm" fw={600} c="orange.9" data-testid="audit-approved-by">
            {t('audit.approvedBy', { name: entry.approvedByName })}
          </Text>
        )}
        {facts.change && (
          <Text size="xs" c="dimmed" data-testid="audit-change">
            <bdi>{facts.change.from}</bdi> → <bdi>{facts.change.to}</bdi>
          </Text>
        )}
        {entry.deviceId && (
          <Text size="xs" c="dimmed">
            {t('audit.device', { device: entry.deviceId.slice(0, 8) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The audit log, newest first, by person (who did it or approved it) and action; times on the venue's clock. */
export function AuditTab({ formatTime, currency, canListMembers }: { formatTime: TFormatTime; currency: TCurrency; canListMembers: boolean }) {
  const { t } = useTranslation('team-admin');
  const [filters, setFilters] = useState<TAuditFilters>({});
  const audit = useAudit(filters);
  const members = useMembers(canListMembers);
  const entries = useMemo(() => audit.data?.pages.flatMap((page) => page.items) ?? [], [audit.data]);
  const people = (canListMembers ? (members.data?.pages.flatMap((page) => page.items) ?? []) : []).map((m) => ({ value: m.id, label: m.name }));
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`auditActions.${action}`) }));

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('audit.title')}
      </Title>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        {canListMembers && (
          <Select
            label={t('audit.person')}
            placeholder={t('audit.everyone')}
            data={people}
            clearable
            searchable
            value={filters.memberId ?? null}
            onChange={(memberId) => setFilters((f) => ({ ...f, memberId: memberId ?? undefined }))}
            miw={200}
            data-testid="audit-person"
          />
        )}
        <Select
          label={t('audit.action')}
          placeholder={t('audit.allActions')}
          data={actions}
          clearable
          value={filters.action ?? null}
          onChange={(action) => setFilters((f) => ({ ...f, action: (action as TAuditAction | null) ?? undefined }))}
          miw={200}
          data-testid="audit-action-filter"
        />
      </Group>
      <ApiErrorAlert error={audit.error} />
      {audit.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {audit.isSuccess && entries.length === 0 && (
        <Text c="dimmed" data-testid="audit-empty">
          {t('audit.empty')}
        </Text>
      )}
      <Stack gap="xs" data-testid="audit-list">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} formatTime={formatTime} currency={currency} />
        ))}
      </Stack>
      {audit.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()} data-testid="audit-more">
            {t('showMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
