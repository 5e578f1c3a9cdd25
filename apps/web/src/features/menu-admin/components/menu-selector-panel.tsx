import { Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuSelector, TMenuSettings } from '@menudelite/shared/menu/settings';
import type { TTag } from '@menudelite/shared/menu/tags';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useUpdateMenuSettings } from '../api/menu-settings';

/**
 * The menu selector: which remote-order menus diners are offered (pickup, delivery or both), and
 * for each whether it is the whole menu or the items of one menu-type tag.
 */
export function MenuSelectorPanel({ settings, tags }: { settings: TMenuSettings; tags: TTag[] }) {
  const { t } = useTranslation('menu-admin');
  const update = useUpdateMenuSettings();
  const [form, setForm] = useState(settings);
  const [saved, setSaved] = useState(false);
  const menuTypes = tags.filter((tag) => tag.isMenuType);
  const tagOptions = [{ value: '', label: t('menus.wholeMenu') }, ...menuTypes.map((tag) => ({ value: tag.id, label: tag.name }))];
  const change = (patch: Partial<TMenuSettings>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="menu-selector">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('menus.selectorTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('menus.selectorIntro')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-label={t('menus.selectorTitle')}
            value={form.menuSelector}
            onChange={(value) => change({ menuSelector: value as TMenuSelector })}
            data={[
              { value: 'pickup', label: t('menus.pickup') },
              { value: 'delivery', label: t('menus.delivery') },
              { value: 'both', label: t('menus.both') },
            ]}
          />
          {form.menuSelector !== 'delivery' && (
            <NativeSelect
              label={t('menus.pickupMenu')}
              data={tagOptions}
              value={form.pickupMenuTagId ?? ''}
              onChange={(e) => change({ pickupMenuTagId: e.currentTarget.value || null })}
            />
          )}
          {form.menuSelector !== 'pickup' && (
            <NativeSelect
              label={t('menus.deliveryMenu')}
              data={tagOptions}
              value={form.deliveryMenuTagId ?? ''}
              onChange={(e) => change({ deliveryMenuTagId: e.currentTarget.value || null })}
            />
          )}
          {menuTypes.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('menus.noMenuTypes')}
            </Text>
          )}
          <ApiErrorAlert error={update.error} />
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Text size="sm" c="green" role="status">
                {t('actions.saved')}
              </Text>
            )}
            <Button type="submit" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
