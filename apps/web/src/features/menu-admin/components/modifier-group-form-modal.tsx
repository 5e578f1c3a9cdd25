import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CHOICES_MAX, type TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveModifierGroup } from '../api/save-modifier-group';
import { serverFieldErrors, type TFieldErrors } from '../lib/form-errors';
import { groupFormToBody, groupToForm, validateGroupForm, type TGroupForm } from '../lib/group-form';
import { withTranslation } from '../lib/translations';
import { FormSection } from './form-section';
import { ModifiersEditor } from './modifiers-editor';
import { TranslationsEditor, mapTexts, type TTranslatedText } from './translations-editor';
import { usePhone } from './use-phone';

/**
 * A modifier group: its name, how many choices a diner must and may make, how often one option
 * may be taken (deliverectMultiMax), its options, and translations of every name.
 */
export function ModifierGroupFormModal({ group, restaurant, onClose }: { group: TModifierGroup | null; restaurant: TRestaurant; onClose: () => void }) {
  const { t } = useTranslation('menu-admin');
  const phone = usePhone();
  const save = useSaveModifierGroup();
  const form = useForm<TGroupForm>({
    mode: 'controlled',
    initialValues: groupToForm(group, restaurant.currency),
    validate: (values) => validateGroupForm(values, restaurant.currency),
  });
  const values = form.values;
  // Every error is an i18n key (validateGroupForm and serverFieldErrors only ever set strings).
  const errors = form.errors as TFieldErrors;
  const set = <K extends keyof TGroupForm>(field: K, value: TGroupForm[K]) => {
    form.setValues({ [field]: value } as Partial<TGroupForm>);
    form.clearFieldError(field);
    // min and max are checked against each other: changing either clears both.
    if (field === 'min' || field === 'max') {
      form.clearFieldError('min');
      form.clearFieldError('max');
    }
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = form.onSubmit((submitted) => {
    const result = groupFormToBody(submitted, restaurant.currency);
    if (result.ok) save.mutate({ id: group?.id ?? null, body: result.body }, { onSuccess: onClose, onError: (e) => form.setErrors(serverFieldErrors(e)) });
  });

  const texts: TTranslatedText[] = [
    ...mapTexts(
      values.translations,
      (translations) => set('translations', translations),
      [{ key: 'name', label: t('groups.name'), original: values.name }],
      errors,
    ),
    ...values.modifiers.map((modifier, index) => ({
      id: `modifier-${index}`,
      label: t('groups.modifierName', { number: index + 1 }),
      original: modifier.name,
      get: (language: Parameters<TTranslatedText['get']>[0]) => modifier.translations[language]?.name ?? '',
      set: (language: Parameters<TTranslatedText['get']>[0], text: string) =>
        set(
          'modifiers',
          values.modifiers.map((m, i) => (i === index ? { ...m, translations: withTranslation(m.translations, language, 'name', text) } : m)),
        ),
    })),
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="group-form">
        <Stack gap="md">
          <TextInput
            label={t('groups.name')}
            dir="auto"
            required
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={error('name')}
            data-testid="group-name"
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={t('groups.min')}
              description={t('groups.minHint')}
              min={0}
              max={CHOICES_MAX}
              allowDecimal={false}
              value={values.min}
              onChange={(v) => set('min', v)}
              error={error('min')}
              data-testid="group-min"
            />
            <NumberInput
              label={t('groups.max')}
              description={t('groups.maxHint')}
              min={1}
              max={CHOICES_MAX}
              allowDecimal={false}
              value={values.max}
              onChange={(v) => set('max', v)}
              error={error('max')}
              data-testid="group-max"
            />
            <NumberInput
              label={t('groups.multiMax')}
              description={t('groups.multiMaxHint')}
              min={1}
              max={CHOICES_MAX}
              allowDecimal={false}
              value={values.deliverectMultiMax}
              onChange={(v) => set('deliverectMultiMax', v)}
              error={error('deliverectMultiMax')}
            />
          </SimpleGrid>
          <FormSection title={t('groups.modifiers')}>
            <ModifiersEditor
              modifiers={values.modifiers}
              onChange={(modifiers) => set('modifiers', modifiers)}
              errors={errors}
              currency={restaurant.currency}
            />
          </FormSection>
          <FormSection title={t('translations.title')}>
            <TranslationsEditor defaultLanguage={restaurant.defaultLanguage} texts={texts} />
          </FormSection>
          <ApiErrorAlert error={save.error} />
          <div className="md-sticky-actions">
            {Object.keys(errors).length > 0 && (
              <Text c="red" size="sm" role="alert" mb="xs">
                {t('errors.fixFields')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="group-save">
                {t('actions.save')}
              </Button>
            </Group>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
