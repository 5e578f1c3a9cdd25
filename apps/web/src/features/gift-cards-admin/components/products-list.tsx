import { Badge, Button, Card, Center, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CARD_DESIGN_COLORS, type TGiftCardProduct } from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteProduct, useProducts, useUpdateProduct } from '../api/gift-cards-admin';
import { ProductForm } from './product-form';

/** What the venue sells: each product with its amount, design and active toggle; edit and delete (soft: sold cards keep working). */
export function ProductsList({ currency }: { currency: TCurrency }) {
  const { t } = useTranslation('gift-cards-admin');
  const products = useProducts();
  const toggle = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<{ product: TGiftCardProduct | null } | null>(null);
  const items = useMemo(() => products.data?.pages.flatMap((page) => page.items) ?? [], [products.data]);
  const amountOf = (p: TGiftCardProduct) =>
    p.kind === 'fixed'
      ? formatMoney(p.amount ?? 0, currency)
      : t('products.range', { min: formatMoney(p.minAmount ?? 0, currency), max: formatMoney(p.maxAmount ?? 0, currency) });

  return (
    <Stack gap="sm" data-testid="gift-card-products">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('products.title')}
        </Title>
        <Button onClick={() => setEditing({ product: null })} data-testid="product-add">
          {t('products.add')}
        </Button>
      </Group>
      <ApiErrorAlert error={products.error ?? toggle.error ?? remove.error} />
      {products.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {products.isSuccess && items.length === 0 && <Text c="dimmed">{t('products.empty')}</Text>}
      {items.map((product) => (
        <Card key={product.id} withBorder radius="md" data-testid="product-row">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 14rem' }}>
              <span aria-hidden style={{ width: 40, height: 26, borderRadius: 6, flex: 'none', background: GIFT_CARD_DESIGN_COLORS[product.design] }} />
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{product.name}</Text>
                  {!product.isActive && <Badge color="gray">{t('products.inactive')}</Badge>}
                </Group>
                <Text size="sm" dir="auto">
                  {amountOf(product)} · {t(`designs.${product.design}`)}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              <Switch
                label={t('products.active')}
                checked={product.isActive}
                onChange={(e) => toggle.mutate({ id: product.id, body: { isActive: e.currentTarget.checked } })}
                data-testid="product-active"
              />
              <Button variant="default" size="xs" onClick={() => setEditing({ product })}>
                {t('products.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => {
                  if (window.confirm(t('products.confirmDelete', { name: product.name }))) remove.mutate(product.id);
                }}
              >
                {t('products.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {products.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
            {t('showMore')}
          </Button>
        </Center>
      )}
      {editing && <ProductForm key={editing.product?.id ?? 'new'} currency={currency} product={editing.product} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
