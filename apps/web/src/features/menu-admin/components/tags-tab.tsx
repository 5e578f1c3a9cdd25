import { ActionIcon, Badge, Button, ColorSwatch, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTag } from '@menudelite/shared/menu/tags';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { weekdayName } from '../../../lib/format/weekday-name';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useReorderTags } from '../api/reorder-tags';
import { groupWindows } from '../lib/windows-summary';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ArrowIcon, DotsIcon, PlusIcon } from '../../../components/icons';
import { SortableList } from './sortable-list';
import { TagFormModal } from './tag-form-modal';

type TDialog = { kind: 'new' } | { kind: 'edit' | 'delete'; tag: TTag } | null;

/** Tags in order (their position on the diner's menu): menu types, discounts and time limits at a glance. */
export function TagsTab({ defaultLanguage }: { defaultLanguage: TLanguage }) {
  const { t, i18n } = useTranslation('menu-admin');
  const tags = useTags();
  const reorder = useReorderTags();
  const remove = useDeleteTag();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };
  const windowsText = (tag: TTag) =>
    groupWindows(tag.availabilityWindows)
      .map((group) => {
        const days = group.weekdays.length === 7 ? t('tags.everyDay') : group.weekdays.map((d) => weekdayName(d, i18n.language, 'short')).join(', ');
        // Isolated left to right, so "07:00–11:30" does not read "11:30–07:00" in Arabic.
        return `${days} \u2066${group.opens}–${group.closes}\u2069`;
      })
      .join('; ');

  return (
    <Stack gap="sm" maw={760}>
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2} fz="h4">
            {t('tags.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tags.intro')}
          </Text>
        </div>
        <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setDialog({ kind: 'new' })} data-testid="add-tag">
          {t('tags.add')}
        </Button>
      </Group>
      <ApiErrorAlert error={tags.error ?? reorder.error} />
      {tags.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {tags.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tags.empty')}
        </Text>
      )}
      {tags.data && tags.data.length > 0 && (
        <SortableList
          items={tags.data}
          labelOf={(tag) => tag.name}
          onReorder={(ids) => reorder.mutate(ids)}
          renderRow={(tag, row) => (
            <Paper withBorder radius="md" p="xs" data-testid="tag-row">
              <Group gap="xs" wrap="nowrap">
                {row.handle}
                <ColorSwatch color={tag.color} size={18} aria-hidden="true" />
                <Stack gap={2} className="md-row-main">
                  <Text fw={600} truncate="end">
                    {tag.name}
                  </Text>
                  <Group gap={4}>
                    {tag.isMenuType && (
                      <Badge size="xs" variant="light">
                        {t('tags.menuTypeBadge')}
                      </Badge>
                    )}
                    {tag.tagDiscountEnabled && (
                      <Badge size="xs" variant="light" color="green">
                        {t('tags.discountBadge', { percent: tag.discountPercent })}
                      </Badge>
                    )}
                    {tag.tagAvailabilityEnabled && (
                      <Text size="xs" c="dimmed">
                        {windowsText(tag) || t('tags.neverAvailable')}
                      </Text>
                    )}
                  </Group>
                </Stack>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('actions.moreFor', { name: tag.name })}>
                      <DotsIcon />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setDialog({ kind: 'edit', tag })}>{t('actions.edit')}</Menu.Item>
                    <Menu.Item leftSection={<ArrowIcon up size={14} />} disabled={row.index === 0} onClick={row.moveUp}>
                      {t('actions.moveUp')}
                    </Menu.Item>
                    <Menu.Item leftSection={<ArrowIcon size={14} />} disabled={row.index === row.count - 1} onClick={row.moveDown}>
                      {t('actions.moveDown')}
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', tag })}>
                      {t('actions.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Paper>
          )}
        />
      )}
      {dialog?.kind === 'new' && <TagFormModal tag={null} defaultLanguage={defaultLanguage} onClose={close} />}
      {dialog?.kind === 'edit' && <TagFormModal tag={dialog.tag} defaultLanguage={defaultLanguage} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('actions.cancel')}
          closeLabel={t('actions.close')}
          title={t('tags.deleteTitle')}
          message={t('tags.deleteMessage', { name: dialog.tag.name })}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.tag.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
