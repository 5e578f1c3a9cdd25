import { Button, Group, Modal, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CARD_DESIGNS, type TGiftCardDesign, type TGiftCardProduct, type TGiftCardProductKind } from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCreateProduct, useUpdateProduct } from '../api/gift-cards-admin';
import { checkProductForm, EMPTY_PRODUCT, productFormOf, type TProductFormErrors, type TProductFormValues } from '../lib/product-form';

type TProps = { currency: TCurrency; product: TGiftCardProduct | null; onClose: () => void };

/** Create or edit a product: its name, a fixed amount or the bounds of a custom one, the design, and whether it is on sale. */
export function ProductForm({ currency, product, onClose }: TProps) {
  const { t } = useTranslation('gift-cards-admin');
  const [values, setValues] = useState<TProductFormValues>(product ? productFormOf(product) : EMPTY_PRODUCT);
  const [errors, setErrors] = useState<TProductFormErrors>({});
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const set = (patch: Partial<TProductFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const money = (label: string, field: 'amount' | 'minAmount' | 'maxAmount') => (
    <TextInput
      label={t(label, { currency: currency.toUpperCase() })}
      inputMode="decimal"
      dir="ltr"
      value={values[field]}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      error={errors[field] && t(errors[field])}
      required
      data-testid={`product-${field}`}
    />
  );
  const submit = async () => {
    const checked = checkProductForm(values, currency);
    setErrors(checked.errors);
    if (!checked.body) return;
    if (product) await update.mutateAsync({ id: product.id, body: checked.body });
    else await create.mutateAsync(checked.body);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={product ? t('form.editTitle') : t('form.createTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit().catch(() => undefined);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('form.name')}
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name && t(errors.name)}
            required
            data-testid="product-name"
          />
          <SegmentedControl
            value={values.kind}
            onChange={(kind) => set({ kind: kind as TGiftCardProductKind })}
            data={[
              { value: 'fixed', label: t('form.fixed') },
              { value: 'custom', label: t('form.custom') },
            ]}
            data-testid="product-kind"
          />
          {values.kind === 'fixed' ? (
            money('form.amount', 'amount')
          ) : (
            <Group grow align="flex-start">
              {money('form.minAmount', 'minAmount')}
              {money('form.maxAmount', 'maxAmount')}
            </Group>
          )}
          <Select
            label={t('form.design')}
            data={GIFT_CARD_DESIGNS.map((design) => ({ value: design, label: t(`designs.${design}`) }))}
            value={values.design}
            onChange={(design) => design && set({ design: design as TGiftCardDesign })}
            allowDeselect={false}
            data-testid="product-design"
          />
          <Switch label={t('form.active')} checked={values.isActive} onChange={(e) => set({ isActive: e.currentTarget.checked })} />
          <ApiErrorAlert error={create.error ?? update.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="product-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
