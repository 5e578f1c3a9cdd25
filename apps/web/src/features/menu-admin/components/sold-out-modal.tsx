import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '@menudelite/shared/menu/items';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSetSoldOut } from '../api/set-sold-out';
import { soldOutBody, soldOutFormDefaults, validateSoldOut, type TSoldOutForm } from '../lib/sold-out';

/**
 * "86" an item: sold out until further notice, or until a time on the venue's clock, after which
 * it is back on sale by itself (the server decides from soldOutUntil at every read).
 */
export function SoldOutModal({ item, timeZone, onClose }: { item: TMenuItem; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('menu-admin');
  const sellOut = useSetSoldOut();
  const form = useForm<TSoldOutForm>({
    mode: 'controlled',
    initialValues: soldOutFormDefaults(timeZone),
    validate: (values) => validateSoldOut(values, timeZone),
  });
  const choice = form.values.choice;

  const submit = form.onSubmit((values) => {
    const body = soldOutBody(values, timeZone);
    if (body) sellOut.mutate({ id: item.id, body }, { onSuccess: onClose });
  });

  return (
    <Modal opened onClose={onClose} title={t('soldOut.title', { name: item.name })} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={submit} noValidate data-testid="sold-out-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('soldOut.hint')}
          </Text>
          <Radio.Group {...form.getInputProps('choice')} label={t('soldOut.howLong')}>
            <Stack gap="xs" mt={6}>
              <Radio value="indefinitely" label={t('soldOut.indefinitely')} data-testid="sold-out-indefinitely" />
              <Radio value="until" label={t('soldOut.until')} data-testid="sold-out-until" />
            </Stack>
          </Radio.Group>
          {choice === 'until' && (
            <TextInput
              type="datetime-local"
              label={t('soldOut.backOnSaleAt')}
              description={t('soldOut.timeZone', { timeZone })}
              {...form.getInputProps('until')}
              error={form.errors.until && t(String(form.errors.until))}
              data-testid="sold-out-time"
            />
          )}
          <ApiErrorAlert error={sellOut.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="orange" loading={sellOut.isPending} data-testid="sold-out-save">
              {t('soldOut.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
