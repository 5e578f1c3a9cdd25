import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveSection } from '../api/save-section';
import { serverFieldErrors, type TFieldErrors } from '../lib/form-errors';
import { sectionFormToBody, sectionToForm, validateSectionForm, type TSectionForm } from '../lib/section-form';
import { FormSection } from './form-section';
import { TranslationsEditor, mapTexts } from './translations-editor';
import { usePhone } from './use-phone';

/** Create or edit a section: title, description, drinks, shown to diners, and translations. */
export function SectionFormModal({ section, defaultLanguage, onClose }: { section: TMenuSection | null; defaultLanguage: TLanguage; onClose: () => void }) {
  const { t } = useTranslation('menu-admin');
  const phone = usePhone();
  const save = useSaveSection();
  const form = useForm<TSectionForm>({ mode: 'controlled', initialValues: sectionToForm(section), validate: validateSectionForm });
  // Every error is an i18n key (validateSectionForm and serverFieldErrors only ever set strings).
  const errors = form.errors as TFieldErrors;
  const values = form.values;
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = form.onSubmit((submitted) => {
    const result = sectionFormToBody(submitted);
    if (result.ok) save.mutate({ id: section?.id ?? null, body: result.body }, { onSuccess: onClose, onError: (e) => form.setErrors(serverFieldErrors(e)) });
  });

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
          <TextInput label={t('sections.name')} dir="auto" required {...form.getInputProps('title')} error={error('title')} data-testid="section-title" />
          <Textarea label={t('sections.description')} dir="auto" autosize minRows={2} {...form.getInputProps('description')} error={error('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Switch label={t('sections.drinks')} description={t('sections.drinksHint')} {...form.getInputProps('isDrinks', { type: 'checkbox' })} />
            <Switch label={t('sections.available')} description={t('sections.availableHint')} {...form.getInputProps('isAvailable', { type: 'checkbox' })} />
          </SimpleGrid>
          <FormSection title={t('translations.title')}>
            <TranslationsEditor
              defaultLanguage={defaultLanguage}
              texts={mapTexts(
                values.translations,
                (translations) => form.setFieldValue('translations', translations),
                [
                  { key: 'title', label: t('sections.name'), original: values.title },
                  { key: 'description', label: t('sections.description'), original: values.description, multiline: true },
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
