import { MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAllergen } from '@menudelite/shared/menu/allergens';
import { ITEM_RECOMMENDATIONS_MAX, type TMenuItem } from '@menudelite/shared/menu/items';
import type { TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import type { TTag } from '@menudelite/shared/menu/tags';
import { allergenLabel } from '../lib/allergen-label';
import type { TItemForm } from '../lib/item-form';
import { ChoiceChips } from './choice-chips';

type TSet = <K extends keyof TItemForm>(field: K, value: TItemForm[K]) => void;

/** What an item links to: allergens, descriptors, tags and option groups. */
export function ItemLinksFields({
  form,
  set,
  allergens,
  tags,
  groups,
}: {
  form: TItemForm;
  set: TSet;
  allergens: TAllergen[];
  tags: TTag[];
  groups: TModifierGroup[];
}) {
  const { t, i18n } = useTranslation('menu-admin');
  const options = (descriptors: boolean) =>
    allergens.filter((a) => a.isDescriptor === descriptors).map((a) => ({ value: a.id, label: allergenLabel(a, t, i18n.language) }));
  // Each chip group owns its own rows; the item keeps one list of both.
  const setPart = (descriptors: boolean, chosen: string[]) => {
    const others = form.allergenIds.filter((id) => allergens.find((a) => a.id === id)?.isDescriptor !== descriptors);
    set('allergenIds', [...others, ...chosen]);
  };
  const chosen = (descriptors: boolean) => form.allergenIds.filter((id) => allergens.find((a) => a.id === id)?.isDescriptor === descriptors);

  return (
    <Stack gap="sm">
      <ChoiceChips label={t('items.allergens')} options={options(false)} value={chosen(false)} onChange={(v) => setPart(false, v)} testId="item-allergens" />
      <ChoiceChips label={t('items.descriptors')} options={options(true)} value={chosen(true)} onChange={(v) => setPart(true, v)} testId="item-descriptors" />
      {tags.length > 0 && (
        <ChoiceChips
          label={t('items.tags')}
          options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          value={form.tagIds}
          onChange={(v) => set('tagIds', v)}
          testId="item-tags"
        />
      )}
      <MultiSelect
        label={t('items.modifierGroups')}
        description={groups.length === 0 ? t('items.noGroupsYet') : t('items.modifierGroupsHint')}
        data={groups.map((group) => ({ value: group.id, label: group.name }))}
        value={form.modifierGroupIds}
        onChange={(value) => set('modifierGroupIds', value)}
        disabled={groups.length === 0}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid="item-groups"
      />
    </Stack>
  );
}

/** "Why not also try": up to ten other items, shown under this one on the diner's item sheet. */
export function RecommendedField({ form, set, items, itemId }: { form: TItemForm; set: TSet; items: TMenuItem[]; itemId: string | null }) {
  const { t } = useTranslation('menu-admin');
  return (
    <MultiSelect
      label={t('items.recommended')}
      description={t('items.recommendedHint', { max: ITEM_RECOMMENDATIONS_MAX })}
      data={items.filter((item) => item.id !== itemId).map((item) => ({ value: item.id, label: item.name }))}
      value={form.recommendedItemIds}
      onChange={(value) => set('recommendedItemIds', value)}
      maxValues={ITEM_RECOMMENDATIONS_MAX}
      searchable
      clearable
      nothingFoundMessage={t('items.nothingFound')}
      data-testid="item-recommended"
    />
  );
}
