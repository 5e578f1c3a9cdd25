import { NativeSelect, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import { symbolPrefix, type TCurrency } from '@menudelite/shared/money/currencies';
import type { TFieldErrors } from '../lib/form-errors';
import type { TItemForm } from '../lib/item-form';
import { priceText } from '../lib/price';

type TSet = <K extends keyof TItemForm>(field: K, value: TItemForm[K]) => void;

/** Name, description, price (typed in the venue's currency, sent as minor units), section and the two toggles. */
export function ItemBasicsFields({
  form,
  set,
  errors,
  sections,
  currency,
}: {
  form: TItemForm;
  set: TSet;
  errors: TFieldErrors;
  sections: TMenuSection[];
  currency: TCurrency;
}) {
  const { t } = useTranslation('menu-admin');
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);
  return (
    <>
      <TextInput
        label={t('items.name')}
        dir="auto"
        required
        value={form.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={error('name')}
        data-testid="item-name"
      />
      <Textarea
        label={t('items.description')}
        dir="auto"
        autosize
        minRows={2}
        value={form.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={error('description')}
        data-testid="item-description"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('items.price')}
          required
          inputMode="decimal"
          placeholder={priceText(0, currency)}
          leftSection={<span aria-hidden="true">{symbolPrefix(currency).trim()}</span>}
          leftSectionWidth={symbolPrefix(currency).trim().length > 1 ? 48 : 32}
          value={form.price}
          onChange={(e) => set('price', e.currentTarget.value)}
          error={error('price')}
          data-testid="item-price"
        />
        <NativeSelect
          label={t('items.section')}
          data={sections.map((section) => ({ value: section.id, label: section.title }))}
          value={form.sectionId}
          onChange={(e) => set('sectionId', e.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch
          label={t('items.available')}
          description={t('items.availableHint')}
          checked={form.isAvailable}
          onChange={(e) => set('isAvailable', e.currentTarget.checked)}
        />
        <Switch
          label={t('items.featured')}
          description={t('items.featuredHint')}
          checked={form.isFeatured}
          onChange={(e) => set('isFeatured', e.currentTarget.checked)}
          data-testid="item-featured"
        />
      </SimpleGrid>
    </>
  );
}
