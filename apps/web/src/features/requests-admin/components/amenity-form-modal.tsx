import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AMENITY_MAX_QUANTITY_LIMIT, AMENITY_MODES, type TAmenity, type TAmenityMode } from '@menudelite/shared/hotel/contracts';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, directionOf } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError } from '../../../lib/forms/zod-form';
import { useSaveAmenity } from '../api/amenities';
import { amenityBody, amenityFormValues, chargedWithoutPrice, validateAmenity, type TAmenityFormValues } from '../lib/amenity-form';

/** Add or edit one amenity: its name, free / charged to the room / needs approval, the most per request, shown or hidden. */
export function AmenityFormModal({ amenity, currency, onClose }: { amenity: TAmenity | null; currency: TCurrency; onClose: () => void }) {
  const { t } = useTranslation('requests-admin');
  const save = useSaveAmenity();
  const validate = validateAmenity(currency);
  const form = useForm<TAmenityFormValues>({
    mode: 'controlled',
    initialValues: amenityFormValues(amenity, currency),
    validate: (values) => ({ ...validate(values), ...(chargedWithoutPrice(values, currency) ? { price: 'errors.price' } : {}) }),
    onValuesChange: () => save.error && save.reset(),
  });
  const submit = form.onSubmit((values) => save.mutate({ id: amenity?.id ?? null, body: amenityBody(values, currency) }, { onSuccess: onClose }));
  const mode = form.values.mode;

  return (
    <Modal
      opened
      onClose={onClose}
      title={amenity ? t('amenities.editTitle') : t('amenities.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('amenities.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="amenity-form">
        <Stack gap="sm">
          <TextInput
            label={t('amenities.name')}
            data-autofocus
            data-testid="amenity-name"
            {...form.getInputProps('name')}
            error={translatedError(t, form.errors.name)}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="amenity-mode-label">
              {t('amenities.pricing')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="amenity-mode-label"
              value={mode}
              onChange={(value) => form.setFieldValue('mode', value as TAmenityMode)}
              data={AMENITY_MODES.map((value) => ({ value, label: t(`amenities.${value}`) }))}
              data-testid="amenity-mode"
            />
          </div>
          {mode === 'charged' && (
            <TextInput
              label={t('amenities.price')}
              inputMode="decimal"
              dir="ltr"
              data-testid="amenity-price"
              {...form.getInputProps('price')}
              error={translatedError(t, form.errors.price)}
            />
          )}
          <NumberInput
            label={t('amenities.maxQuantity')}
            min={1}
            max={AMENITY_MAX_QUANTITY_LIMIT}
            allowDecimal={false}
            data-testid="amenity-max"
            {...form.getInputProps('maxQuantity')}
            error={translatedError(t, form.errors.maxQuantity)}
          />
          {mode === 'approval' && (
            <NumberInput
              label={t('amenities.expiry')}
              min={1}
              max={24 * 60}
              allowDecimal={false}
              data-testid="amenity-expiry"
              {...form.getInputProps('approvalExpiryMinutes')}
              error={translatedError(t, form.errors.approvalExpiryMinutes)}
            />
          )}
          <details>
            <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>{t('amenities.translations')}</summary>
            <Stack gap={6} mt="xs">
              {LANGUAGES.map((language) => (
                <TextInput
                  key={language}
                  size="xs"
                  label={LANGUAGE_NATIVE_NAMES[language]}
                  lang={language}
                  dir={directionOf(language)}
                  value={form.values.translations[language] ?? ''}
                  onChange={(event) => form.setFieldValue(`translations.${language}`, event.currentTarget.value)}
                  error={translatedError(t, form.errors[`translations.${language}`])}
                  data-testid={`amenity-name-${language}`}
                />
              ))}
            </Stack>
          </details>
          <Switch label={t('amenities.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('amenities.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="amenity-save">
              {t('amenities.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
