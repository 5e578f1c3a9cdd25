import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODIFIERS_PER_GROUP_MAX } from '@menudelite/shared/menu/modifier-groups';
import { symbolPrefix, type TCurrency } from '@menudelite/shared/money/currencies';
import type { TFieldErrors } from '../lib/form-errors';
import { emptyModifier, type TModifierForm } from '../lib/group-form';
import { moveIndex } from '../lib/reorder';
import { ArrowIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { priceText } from '../lib/price';

/** A group's options in order: name, extra price (in the venue's currency), available; add, move, remove. */
export function ModifiersEditor({
  modifiers,
  onChange,
  errors,
  currency,
}: {
  modifiers: TModifierForm[];
  onChange: (modifiers: TModifierForm[]) => void;
  errors: TFieldErrors;
  currency: TCurrency;
}) {
  const { t } = useTranslation('menu-admin');
  const update = (index: number, patch: Partial<TModifierForm>) => onChange(modifiers.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  const error = (index: number, field: string) => {
    const key = errors[`modifiers.${index}.${field}`];
    return key ? t(key) : undefined;
  };
  const symbol = symbolPrefix(currency).trim();

  return (
    <Stack gap="xs">
      {modifiers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('groups.noModifiers')}
        </Text>
      )}
      {modifiers.map((modifier, index) => (
        <Paper key={modifier.key} withBorder p="xs" radius="md" data-testid="modifier-editor-row">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              className="md-grow"
              label={t('groups.modifierName', { number: index + 1 })}
              dir="auto"
              value={modifier.name}
              onChange={(e) => update(index, { name: e.currentTarget.value })}
              error={error(index, 'name')}
              data-testid="modifier-name"
            />
            <TextInput
              w={120}
              label={t('groups.modifierPrice')}
              inputMode="decimal"
              placeholder={priceText(0, currency)}
              leftSection={<span aria-hidden="true">{symbol}</span>}
              leftSectionWidth={symbol.length > 1 ? 48 : 32}
              value={modifier.price}
              onChange={(e) => update(index, { price: e.currentTarget.value })}
              error={error(index, 'price')}
              data-testid="modifier-price"
            />
          </Group>
          <Group gap="xs" mt="xs" justify="space-between">
            <Switch
              size="sm"
              label={t('groups.available')}
              checked={modifier.isAvailable}
              onChange={(e) => update(index, { isAvailable: e.currentTarget.checked })}
            />
            <Group gap={4}>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t('groups.moveModifierUp', { number: index + 1 })}
                onClick={() => onChange(moveIndex(modifiers, index, index - 1))}
              >
                <ArrowIcon up size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === modifiers.length - 1}
                aria-label={t('groups.moveModifierDown', { number: index + 1 })}
                onClick={() => onChange(moveIndex(modifiers, index, index + 1))}
              >
                <ArrowIcon size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('groups.removeModifier', { number: index + 1 })}
                onClick={() => onChange(modifiers.filter((_, i) => i !== index))}
              >
                <TrashIcon size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      {modifiers.length < MODIFIERS_PER_GROUP_MAX && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          leftSection={<PlusIcon size={14} />}
          onClick={() => onChange([...modifiers, emptyModifier()])}
          data-testid="add-modifier"
        >
          {t('groups.addModifier')}
        </Button>
      )}
    </Stack>
  );
}
