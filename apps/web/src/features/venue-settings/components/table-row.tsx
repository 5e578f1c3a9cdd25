import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTable } from '@menudelite/shared/menu/tables';
import { useSaveTable } from '../api/save-table';
import { DotsIcon, ExternalIcon } from '../../../components/icons';

export type TTableAction = 'edit' | 'newCode' | 'delete';

/** The QR link without the site's address: short enough for a phone row, and what staff recognise. */
function linkPath(link: string): string {
  try {
    return new URL(link).pathname;
  } catch {
    return link;
  }
}

/** A table: its name, seats, active toggle and the link its QR code encodes. */
export function TableRow({ table, onAction }: { table: TTable; onAction: (action: TTableAction, table: TTable) => void }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveTable();
  return (
    <Paper withBorder radius="md" p="xs" data-testid="table-row" data-table={table.tableDisplayId}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} className="md-row-main">
          <Group gap={6}>
            <Text fw={600}>{t('tables.tableName', { name: table.tableDisplayId })}</Text>
            <Text size="xs" c="dimmed">
              {t('tables.seatsCount', { count: table.occupancy })}
            </Text>
            {!table.isActive && (
              <Badge size="xs" color="gray" variant="light">
                {t('tables.inactive')}
              </Badge>
            )}
          </Group>
          <Anchor href={table.link} target="_blank" rel="noopener" size="xs" className="md-table-link" dir="ltr" data-testid="table-link">
            <span>{linkPath(table.link)}</span> <ExternalIcon size={12} />
          </Anchor>
        </Stack>
        <Switch
          size="sm"
          checked={table.isActive}
          aria-label={t('tables.activeFor', { name: table.tableDisplayId })}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ id: table.id, body: { isActive: e.currentTarget.checked } })}
          mt={4}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('tables.moreFor', { name: table.tableDisplayId })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('edit', table)}>{t('tables.edit')}</Menu.Item>
            <Menu.Item onClick={() => onAction('newCode', table)}>{t('tables.newCode')}</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onAction('delete', table)}>
              {t('tables.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
