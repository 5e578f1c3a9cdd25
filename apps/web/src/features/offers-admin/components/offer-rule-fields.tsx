import { Group, MultiSelect, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFER_KINDS, OFFER_SCOPES, type TOfferKind, type TOfferScopeKind } from '@menudelite/shared/growth/offers';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TMenuChoices } from '../api/offers-admin';
import type { TFieldProps } from './offer-drawer';

/** Dropdowns open above the drawer (its content would otherwise take the clicks on a phone). */
const DROPDOWN = { withinPortal: true, zIndex: 1000 };

type TProps = TFieldProps & { currency: TCurrency; menu: TMenuChoices | undefined };

/** The kind and its rule, what it applies to, and who may use it how often. */
export function OfferRuleFields({ values, set, errorOf, currency, menu }: TProps) {
  const { t } = useTranslation('offers-admin');
  const cur = currency.toUpperCase();
  const usesPercent = values.kind === 'percent_off' || (values.kind === 'limited_uses' && values.limitedBy === 'percent');
  const scopeChoices =
    values.scopeKind === 'sections' ? menu?.sections : values.scopeKind === 'items' ? menu?.items : values.scopeKind === 'tags' ? menu?.tags : [];
  const noDiscountTags = menu !== undefined && menu.tags.length === 0;
  return (
    <Stack gap="sm">
      <Select
        label={t('form.kind')}
        data={OFFER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        value={values.kind}
        onChange={(kind) => kind && set({ kind: kind as TOfferKind })}
        allowDeselect={false}
        comboboxProps={DROPDOWN}
        description={t(`kindHints.${values.kind}`)}
        data-testid="offer-kind"
      />
      {values.kind === 'limited_uses' && (
        <SegmentedControl
          value={values.limitedBy}
          onChange={(by) => set({ limitedBy: by as 'percent' | 'amount' })}
          data={[
            { value: 'percent', label: t('form.byPercent') },
            { value: 'amount', label: t('form.byAmount') },
          ]}
        />
      )}
      <Group grow align="flex-start" wrap="wrap">
        {usesPercent && (
          <TextInput
            label={t('form.percent')}
            inputMode="numeric"
            rightSection="%"
            value={values.percent}
            onChange={(e) => set({ percent: e.currentTarget.value })}
            error={errorOf('percent')}
            data-testid="offer-percent"
          />
        )}
        {usesPercent && (
          <TextInput
            label={t('form.maxDiscount', { currency: cur })}
            inputMode="decimal"
            value={values.maxDiscount}
            onChange={(e) => set({ maxDiscount: e.currentTarget.value })}
            error={errorOf('maxDiscount')}
            required={values.kind === 'percent_off'}
            data-testid="offer-max"
          />
        )}
        {values.kind === 'limited_uses' && values.limitedBy === 'amount' && (
          <TextInput
            label={t('form.amountOff', { currency: cur })}
            inputMode="decimal"
            value={values.amountOff}
            onChange={(e) => set({ amountOff: e.currentTarget.value })}
            error={errorOf('amountOff')}
          />
        )}
        {values.kind === 'buy_n_get_free' && (
          <TextInput
            label={t('form.buyQuantity')}
            inputMode="numeric"
            value={values.buyQuantity}
            onChange={(e) => set({ buyQuantity: e.currentTarget.value })}
            error={errorOf('buyQuantity')}
          />
        )}
      </Group>
      {values.kind === 'spend_get' ? (
        <MultiSelect
          label={t('form.rewardItems')}
          description={t('form.rewardItemsHint')}
          data={menu?.items ?? []}
          value={values.rewardItemIds}
          onChange={(ids) => set({ rewardItemIds: ids })}
          error={errorOf('rewardItemIds')}
          searchable
          comboboxProps={DROPDOWN}
          data-testid="offer-reward"
        />
      ) : (
        <>
          <Select
            label={t('form.scope')}
            data={OFFER_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}`), disabled: scope === 'tags' && noDiscountTags }))}
            value={values.scopeKind}
            onChange={(scope) => scope && set({ scopeKind: scope as TOfferScopeKind, scopeIds: [] })}
            allowDeselect={false}
            comboboxProps={DROPDOWN}
            description={noDiscountTags ? t('form.noDiscountTags') : undefined}
            data-testid="offer-scope"
          />
          {values.scopeKind !== 'menu' && (
            <MultiSelect
              label={t(`scopeChoose.${values.scopeKind}`)}
              data={scopeChoices ?? []}
              value={values.scopeIds}
              onChange={(ids) => set({ scopeIds: ids })}
              error={errorOf('scopeIds')}
              searchable
              data-testid="offer-scope-ids"
            />
          )}
        </>
      )}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={values.kind === 'spend_get' ? t('form.spendAmount', { currency: cur }) : t('form.minSpend', { currency: cur })}
          inputMode="decimal"
          value={values.minSpend}
          onChange={(e) => set({ minSpend: e.currentTarget.value })}
          error={errorOf('minSpend')}
          data-testid="offer-min-spend"
        />
        <TextInput
          label={t('form.code')}
          description={t('form.codeHint')}
          value={values.code}
          onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })}
          error={errorOf('code')}
          data-testid="offer-code-input"
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('form.perCustomer')}
          description={t('form.perCustomerHint')}
          inputMode="numeric"
          value={values.perCustomerLimit}
          onChange={(e) => set({ perCustomerLimit: e.currentTarget.value })}
          error={errorOf('perCustomerLimit')}
        />
        <TextInput
          label={t('form.totalUses')}
          description={t('form.totalUsesHint')}
          inputMode="numeric"
          value={values.totalUsesLimit}
          onChange={(e) => set({ totalUsesLimit: e.currentTarget.value })}
          error={errorOf('totalUsesLimit')}
          required={values.kind === 'limited_uses'}
          data-testid="offer-total-uses"
        />
      </Group>
      <Switch
        label={t('form.combinable')}
        description={t('form.combinableHint')}
        checked={values.combinable}
        onChange={(e) => set({ combinable: e.currentTarget.checked })}
      />
      <Switch
        label={t('form.membersOnly')}
        description={t('form.membersOnlyHint')}
        checked={values.membersOnly}
        onChange={(e) => set({ membersOnly: e.currentTarget.checked })}
      />
      {values.kind === 'spend_get' && (
        <Text size="xs" c="dimmed">
          {t('form.spendGetScope')}
        </Text>
      )}
    </Stack>
  );
}
