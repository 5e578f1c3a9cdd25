import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useAllergens } from '../api/get-allergens';
import { useAllItems } from '../api/get-items';
import { useModifierGroups } from '../api/get-modifier-groups';
import { useSections } from '../api/get-sections';
import { useTags } from '../api/get-tags';
import { useSaveItem } from '../api/save-item';
import { serverFieldErrors, type TFieldErrors } from '../lib/form-errors';
import { itemFormToBody, itemToForm, validateItemForm, type TItemForm } from '../lib/item-form';
import { FormSection } from './form-section';
import { ItemBasicsFields } from './item-basics-fields';
import { ItemImagesField } from './item-images-field';
import { ItemLinksFields, RecommendedField } from './item-links-fields';
import { ItemNutritionFields } from './item-nutrition-fields';
import { TranslationsEditor, mapTexts } from './translations-editor';
import { usePhone } from './use-phone';

/** Create or edit an item: everything about it in one long form, full screen on phones. */
export function ItemFormModal({
  item,
  sectionId,
  restaurant,
  onClose,
}: {
  /** null: a new item in `sectionId`. */
  item: TMenuItem | null;
  sectionId: string;
  restaurant: TRestaurant;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu-admin');
  const phone = usePhone();
  const save = useSaveItem();
  const sections = useSections().data ?? [];
  const allergens = useAllergens().data ?? [];
  const tags = useTags().data ?? [];
  const groups = useModifierGroups().data ?? [];
  const allItems = useAllItems().data ?? [];
  const form = useForm<TItemForm>({
    mode: 'controlled',
    initialValues: itemToForm(item, sectionId, restaurant.currency),
    validate: (values) => validateItemForm(values, restaurant.currency),
  });
  const values = form.values;
  // Every error is an i18n key (validateItemForm and serverFieldErrors only ever set strings).
  const errors = form.errors as TFieldErrors;
  const set = <K extends keyof TItemForm>(field: K, value: TItemForm[K]) => {
    form.setValues({ [field]: value } as Partial<TItemForm>);
    form.clearFieldError(field);
  };

  const submit = form.onSubmit((submitted) => {
    const result = itemFormToBody(submitted, restaurant.currency);
    if (result.ok)
      save.mutate({ id: item?.id ?? null, body: result.body }, { onSuccess: onClose, onError: (error) => form.setErrors(serverFieldErrors(error)) });
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={item ? t('items.editTitle', { name: item.name }) : t('items.newTitle')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="item-form">
        <Stack gap="lg">
          <FormSection title={t('items.basics')}>
            <ItemBasicsFields form={values} set={set} errors={errors} sections={sections} currency={restaurant.currency} />
          </FormSection>
          <FormSection title={t('items.photos')}>
            <ItemImagesField images={values.images} onChange={(images) => set('images', images)} />
          </FormSection>
          <FormSection title={t('items.linksTitle')}>
            <ItemLinksFields form={values} set={set} allergens={allergens} tags={tags} groups={groups} />
          </FormSection>
          <FormSection title={t('items.nutritionTitle')}>
            <ItemNutritionFields nutrition={values.nutrition} onChange={(nutrition) => set('nutrition', nutrition)} errors={errors} />
          </FormSection>
          <FormSection title={t('items.recommendedTitle')}>
            <RecommendedField form={values} set={set} items={allItems} itemId={item?.id ?? null} />
          </FormSection>
          <FormSection title={t('translations.title')}>
            <TranslationsEditor
              defaultLanguage={restaurant.defaultLanguage}
              texts={mapTexts(
                values.translations,
                (translations) => set('translations', translations),
                [
                  { key: 'name', label: t('items.name'), original: values.name },
                  { key: 'description', label: t('items.description'), original: values.description, multiline: true },
                ],
                errors,
              )}
            />
          </FormSection>
          <ApiErrorAlert error={save.error} />
          <div className="md-sticky-actions">
            {hasErrors && (
              <Text c="red" size="sm" role="alert" mb="xs">
                {t('errors.fixFields')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="item-save">
                {t('actions.save')}
              </Button>
            </Group>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
