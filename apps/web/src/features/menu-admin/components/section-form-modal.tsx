import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveSection } from '../api/save-section';
import { serverFieldErrors, type TFieldErrors } from '../lib/form-errors';
import { sectionFormToBody, sectionToForm, type TSectionForm } from '../lib/section-form';
import { FormSection } from './form-section';
import { TranslationsEditor, mapTexts } from './translations-editor';
import { usePhone } from './use-phone';

/** Create or edit a section: title, description, drinks, shown to diners, and translations. */
export function SectionFormModal({ section, defaultLanguage, onClose }: { section: TMenuSection | null; defaultLanguage: TLanguage; onClose: () => void }) {
  const { t } = useTranslation('menu-admin');
  const phone = usePhone();
  const save = useSaveSection();
  const [form, setForm] = useState<TSectionForm>(() => sectionToForm(section));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = <K extends keyof TSectionForm>(field: K, value: TSectionForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = sectionFormToBody(form);
    if (!result.ok) return setErrors(result.errors);
    save.mutate({ id: section?.id ?? null, body: result.body }, { onSuccess: onClose, onError: (e) => setErrors(serverFieldErrors(e)) });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={section ? t('sections.editTitle', { name: section.title }) : t('sections.newTitle')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="section-form">
        <Stack gap="md">
          <TextInput
            label={t('sections.name')}
            dir="auto"
            required
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={error('title')}
            data-testid="section-title"
          />
          <Textarea
            label={t('sections.description')}
            dir="auto"
            autosize
            minRows={2}
            value={form.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={error('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Switch
              label={t('sections.drinks')}
              description={t('sections.drinksHint')}
              checked={form.isDrinks}
              onChange={(e) => set('isDrinks', e.currentTarget.checked)}
            />
            <Switch
              label={t('sections.available')}
              description={t('sections.availableHint')}
              checked={form.isAvailable}
              onChange={(e) => set('isAvailable', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <FormSection title={t('translations.title')}>
            <TranslationsEditor
              defaultLanguage={defaultLanguage}
              texts={mapTexts(
                form.translations,
                (translations) => set('translations', translations),
                [
                  { key: 'title', label: t('sections.name'), original: form.title },
                  { key: 'description', label: t('sections.description'), original: form.description, multiline: true },
                ],
                errors,
              )}
            />
          </FormSection>
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm" className="md-sticky-actions">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="section-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
