import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteSection } from '../api/delete-section';
import { useReorderSections } from '../api/reorder-sections';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlusIcon } from '../../../components/icons';
import { SectionFormModal } from './section-form-modal';
import { SectionRow, type TSectionAction } from './section-row';
import { SortableList } from './sortable-list';

type TDialog = { kind: 'new' } | { kind: TSectionAction; section: TMenuSection } | null;

/** The menu's sections in order: add, open, show or hide, reorder (drag or keys), edit, delete. */
export function SectionsPanel({
  sections,
  selectedId,
  defaultLanguage,
  onOpen,
}: {
  sections: TMenuSection[];
  selectedId: string | null;
  defaultLanguage: TLanguage;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('menu-admin');
  const reorder = useReorderSections();
  const remove = useDeleteSection();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  return (
    <Stack gap="sm" data-testid="sections-panel">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          {t('sections.title')}
        </Title>
        <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setDialog({ kind: 'new' })} data-testid="add-section">
          {t('sections.add')}
        </Button>
      </Group>
      <ApiErrorAlert error={reorder.error} />
      {sections.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-sections">
          {t('sections.empty')}
        </Text>
      ) : (
        <SortableList
          items={sections}
          labelOf={(section) => section.title}
          onReorder={(ids) => reorder.mutate(ids)}
          renderRow={(section, row) => (
            <SectionRow
              section={section}
              selected={section.id === selectedId}
              handle={row.handle}
              onOpen={() => onOpen(section.id)}
              onAction={(kind, s) => setDialog({ kind, section: s })}
              onMove={(offset) => (offset < 0 ? row.moveUp() : row.moveDown())}
              canMoveUp={row.index > 0}
              canMoveDown={row.index < row.count - 1}
            />
          )}
        />
      )}
      {dialog?.kind === 'new' && <SectionFormModal section={null} defaultLanguage={defaultLanguage} onClose={close} />}
      {dialog?.kind === 'edit' && <SectionFormModal section={dialog.section} defaultLanguage={defaultLanguage} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          cancelLabel={t('actions.cancel')}
          closeLabel={t('actions.close')}
          title={t('sections.deleteTitle')}
          message={t('sections.deleteMessage', { name: dialog.section.title, count: dialog.section.itemCount })}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.section.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
