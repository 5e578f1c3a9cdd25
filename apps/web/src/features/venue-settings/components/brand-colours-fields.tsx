import { ColorInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBrandingForm, TFieldErrors } from '../lib/branding-form';

const SWATCHES = ['#1f6f5c', '#c92a2a', '#d9480f', '#f2a541', '#2b8a3e', '#1864ab', '#5f3dc4', '#212529', '#ffffff', '#fff8e7'];
const FIELDS = ['primaryColor', 'secondaryColor', 'backgroundColor'] as const;

/** The venue's three colours; the diner's menu and this dashboard are drawn in them. */
export function BrandColoursFields({
  form,
  onChange,
  errors,
}: {
  form: TBrandingForm;
  onChange: (field: (typeof FIELDS)[number], value: string) => void;
  errors: TFieldErrors;
}) {
  const { t } = useTranslation('venue-settings');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {FIELDS.map((field) => (
        <ColorInput
          key={field}
          label={t(`branding.${field}`)}
          format="hex"
          swatches={SWATCHES}
          withEyeDropper={false}
          value={form[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field] && t(errors[field])}
        />
      ))}
    </SimpleGrid>
  );
}
