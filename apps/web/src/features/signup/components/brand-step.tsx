import { ColorInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZBrandStepSchema, type TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { brandErrors } from '../lib/step-form';
import { BrandPreview, type TBrandColours } from './brand-preview';
import { asFormErrors } from './field-error-text';
import { LogoUpload } from './logo-upload';
import { StepActions } from './step-actions';

const SWATCHES = ['#1f6f5c', '#c92a2a', '#d9480f', '#f2a541', '#2b8a3e', '#1864ab', '#5f3dc4', '#212529', '#ffffff', '#fff8e7'];
const FIELDS: (keyof TBrandColours)[] = ['primaryColor', 'secondaryColor', 'backgroundColor'];

/** Step 3: brand colours with a live preview, and the logo. */
export function BrandStep({ restaurant, onSaved, onBack }: { restaurant: TRestaurant; onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSignUpStep();
  const form = useForm<TBrandColours>({
    mode: 'controlled',
    initialValues: {
      primaryColor: restaurant.primaryColor,
      secondaryColor: restaurant.secondaryColor,
      backgroundColor: restaurant.backgroundColor,
    },
    validate: (values) => asFormErrors(brandErrors(values)),
  });
  const colours = form.values;

  const submit = form.onSubmit((submitted) => save.mutate(ZBrandStepSchema.parse({ step: 3, ...submitted }), { onSuccess: onSaved }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ApiErrorAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            {FIELDS.map((field) => (
              <ColorInput
                key={field}
                label={t(`fields.${field}`)}
                format="hex"
                swatches={SWATCHES}
                eyeDropperButtonProps={{ 'aria-label': t('signup.brand.pickFromScreen') }}
                {...form.getInputProps(field)}
              />
            ))}
            <LogoUpload logoUrl={restaurant.logoUrl} />
          </Stack>
          <BrandPreview colours={colours} name={restaurant.name} logoUrl={restaurant.logoUrl} currency={restaurant.currency} />
        </SimpleGrid>
        <StepActions onBack={onBack} pending={save.isPending} />
      </Stack>
    </form>
  );
}
