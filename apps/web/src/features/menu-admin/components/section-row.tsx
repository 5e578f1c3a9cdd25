import { ActionIcon, Badge, Group, Menu, Paper, Switch, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import { useSaveSection } from '../api/save-section';
import { ArrowIcon, ChevronIcon, DotsIcon } from '../../../components/icons';

export type TSectionAction = 'edit' | 'delete';

/** One section: open it to see its items; show or hide it; edit, move or delete it. */
export function SectionRow({
  section,
  selected,
  handle,
  onOpen,
  onAction,
  onMove,
  canMoveUp,
  canMoveDown,
}: {
  section: TMenuSection;
  selected: boolean;
  handle: ReactNode;
  onOpen: () => void;
  onAction: (action: TSectionAction, section: TMenuSection) => void;
  onMove: (offset: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const { t } = useTranslation('menu-admin');
  const save = useSaveSection();
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className="md-section-row"
      data-selected={selected || undefined}
      data-testid="section-row"
      data-section-title={section.title}
    >
      <Group gap="xs" wrap="nowrap">
        {handle}
        <UnstyledButton onClick={onOpen} className="md-row-main md-section-open" aria-current={selected ? 'true' : undefined} data-testid="section-open">
          <div className="md-row-main">
            <Text fw={600} truncate="end" dir="auto" className="md-name">
              {section.title}
            </Text>
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {t('sections.itemCount', { count: section.itemCount })}
              </Text>
              {section.isDrinks && (
                <Badge size="xs" variant="light">
                  {t('badges.drinks')}
                </Badge>
              )}
              {!section.isAvailable && (
                <Badge size="xs" variant="light" color="gray">
                  {t('badges.hidden')}
                </Badge>
              )}
            </Group>
          </div>
          <span className="md-flip-rtl md-open-chevron">
            <ChevronIcon size={16} />
          </span>
        </UnstyledButton>
        <Switch
          size="sm"
          checked={section.isAvailable}
          onChange={(e) => save.mutate({ id: section.id, body: { isAvailable: e.currentTarget.checked } })}
          aria-label={t('sections.showOnMenu', { name: section.title })}
          disabled={save.isPending}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('actions.moreFor', { name: section.title })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('edit', section)}>{t('actions.edit')}</Menu.Item>
            <Menu.Item leftSection={<ArrowIcon up size={14} />} disabled={!canMoveUp} onClick={() => onMove(-1)}>
              {t('actions.moveUp')}
            </Menu.Item>
            <Menu.Item leftSection={<ArrowIcon size={14} />} disabled={!canMoveDown} onClick={() => onMove(1)}>
              {t('actions.moveDown')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onAction('delete', section)}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
