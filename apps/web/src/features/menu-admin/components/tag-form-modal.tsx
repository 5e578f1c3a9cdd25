import { Button, ColorInput, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TTag } from '@menudelite/shared/menu/tags';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveTag } from '../api/save-tag';
import { serverFieldErrors, type TFieldErrors } from '../lib/form-errors';
import { tagFormToBody, tagToForm, validateTagForm, type TTagForm } from '../lib/tag-form';
import { FormSection } from './form-section';
import { TranslationsEditor, mapTexts } from './translations-editor';
import { usePhone } from './use-phone';
import { WeeklyWindowsEditor } from './weekly-windows-editor';

const SWATCHES = ['#f5b700', '#2a9d8f', '#264653', '#e76f51', '#9b2226', '#6a4c93', '#1864ab', '#2b8a3e', '#495057'];

/** A tag: name and colour; a menu type (breakfast, pickup ...); a discount; hours when its items can be ordered. */
export function TagFormModal({ tag, defaultLanguage, onClose }: { tag: TTag | null; defaultLanguage: TLanguage; onClose: () => void }) {
  const { t } = useTranslation('menu-admin');
  const phone = usePhone();
  const save = useSaveTag();
  const form = useForm<TTagForm>({ mode: 'controlled', initialValues: tagToForm(tag), validate: validateTagForm });
  const values = form.values;
  // Every error is an i18n key (validateTagForm and serverFieldErrors only ever set strings).
  const errors = form.errors as TFieldErrors;
  const set = <K extends keyof TTagForm>(field: K, value: TTagForm[K]) => {
    form.setValues({ [field]: value } as Partial<TTagForm>);
    // A window's error names its index: after any change to the list the old indices mean nothing.
    if (field === 'availabilityWindows') form.clearErrors();
    else form.clearFieldError(field);
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = form.onSubmit((submitted) => {
    const result = tagFormToBody(submitted);
    if (result.ok) save.mutate({ id: tag?.id ?? null, body: result.body }, { onSuccess: onClose, onError: (e) => form.setErrors(serverFieldErrors(e)) });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={tag ? t('tags.editTitle', { name: tag.name }) : t('tags.newTitle')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="tag-form">
        <Stack gap="md">
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('tags.name')}
              dir="auto"
              required
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={error('name')}
              data-testid="tag-name"
            />
            <ColorInput
              label={t('tags.colour')}
              format="hex"
              swatches={SWATCHES}
              value={values.color}
              onChange={(value) => set('color', value)}
              error={error('color')}
              withEyeDropper={false}
            />
          </Group>
          <Switch
            label={t('tags.menuType')}
            description={t('tags.menuTypeHint')}
            checked={values.isMenuType}
            onChange={(e) => set('isMenuType', e.currentTarget.checked)}
          />
          <Switch
            label={t('tags.discount')}
            description={t('tags.discountHint')}
            checked={values.tagDiscountEnabled}
            onChange={(e) => set('tagDiscountEnabled', e.currentTarget.checked)}
          />
          {values.tagDiscountEnabled && (
            <NumberInput
              w={160}
              label={t('tags.discountPercent')}
              min={0}
              max={100}
              allowDecimal={false}
              suffix=" %"
              value={values.discountPercent}
              onChange={(value) => set('discountPercent', value)}
              error={error('discountPercent')}
            />
          )}
          <Switch
            label={t('tags.timeLimited')}
            description={t('tags.timeLimitedHint')}
            checked={values.tagAvailabilityEnabled}
            onChange={(e) => set('tagAvailabilityEnabled', e.currentTarget.checked)}
          />
          {values.tagAvailabilityEnabled && (
            <WeeklyWindowsEditor windows={values.availabilityWindows} onChange={(windows) => set('availabilityWindows', windows)} errors={errors} />
          )}
          <FormSection title={t('translations.title')}>
            <TranslationsEditor
              defaultLanguage={defaultLanguage}
              texts={mapTexts(
                values.translations,
                (translations) => set('translations', translations),
                [{ key: 'name', label: t('tags.name'), original: values.name }],
                errors,
              )}
            />
          </FormSection>
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm" className="md-sticky-actions">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="tag-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
