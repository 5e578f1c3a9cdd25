import { Button, ColorInput, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTag } from '@menudelite/shared/menu/tags';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveTag } from '../api/save-tag';
import { serverFieldErrors, type TFieldErrors } from '../lib/form-errors';
import { tagFormToBody, tagToForm, type TTagForm } from '../lib/tag-form';
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
  const [form, setForm] = useState<TTagForm>(() => tagToForm(tag));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = <K extends keyof TTagForm>(field: K, value: TTagForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => (field === 'availabilityWindows' ? {} : rest));
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = tagFormToBody(form);
    if (!result.ok) return setErrors(result.errors);
    save.mutate({ id: tag?.id ?? null, body: result.body }, { onSuccess: onClose, onError: (e) => setErrors(serverFieldErrors(e)) });
  };

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
              value={form.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={error('name')}
              data-testid="tag-name"
            />
            <ColorInput
              label={t('tags.colour')}
              format="hex"
              swatches={SWATCHES}
              value={form.color}
              onChange={(value) => set('color', value)}
              error={error('color')}
              withEyeDropper={false}
            />
          </Group>
          <Switch
            label={t('tags.menuType')}
            description={t('tags.menuTypeHint')}
            checked={form.isMenuType}
            onChange={(e) => set('isMenuType', e.currentTarget.checked)}
          />
          <Switch
            label={t('tags.discount')}
            description={t('tags.discountHint')}
            checked={form.tagDiscountEnabled}
            onChange={(e) => set('tagDiscountEnabled', e.currentTarget.checked)}
          />
          {form.tagDiscountEnabled && (
            <NumberInput
              w={160}
              label={t('tags.discountPercent')}
              min={0}
              max={100}
              allowDecimal={false}
              suffix=" %"
              value={form.discountPercent}
              onChange={(value) => set('discountPercent', value)}
              error={error('discountPercent')}
            />
          )}
          <Switch
            label={t('tags.timeLimited')}
            description={t('tags.timeLimitedHint')}
            checked={form.tagAvailabilityEnabled}
            onChange={(e) => set('tagAvailabilityEnabled', e.currentTarget.checked)}
          />
          {form.tagAvailabilityEnabled && (
            <WeeklyWindowsEditor windows={form.availabilityWindows} onChange={(windows) => set('availabilityWindows', windows)} errors={errors} />
          )}
          <FormSection title={t('translations.title')}>
            <TranslationsEditor
              defaultLanguage={defaultLanguage}
              texts={mapTexts(
                form.translations,
                (translations) => set('translations', translations),
                [{ key: 'name', label: t('tags.name'), original: form.name }],
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
