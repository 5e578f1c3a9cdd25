import { Button, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { VenueSummary } from '../../../components/venue-summary/venue-summary';
import { useSaveSignUpStep } from '../api/save-sign-up-step';
import { StepActions } from './step-actions';

const EDITABLE = [
  { section: 'venue', step: 2 },
  { section: 'brand', step: 3 },
  { section: 'hours', step: 4 },
  { section: 'ordering', step: 5 },
] as const;

/** Step 6: everything at a glance, an edit button per part, and Finish. */
export function ReviewStep({
  restaurant,
  onFinished,
  onBack,
  onEdit,
}: {
  restaurant: TRestaurant;
  onFinished: () => void;
  onBack: () => void;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSignUpStep();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ step: 6 }, { onSuccess: onFinished });
  };
  const actions = Object.fromEntries(
    EDITABLE.map(({ section, step }) => [
      section,
      <Button
        key={section}
        variant="subtle"
        size="compact-sm"
        onClick={() => onEdit(step)}
        aria-label={t('signup.review.edit', { section: t(`signup.steps.${section}`) })}
      >
        {t('common.edit')}
      </Button>,
    ]),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>{t('signup.review.intro')}</Text>
        <ApiErrorAlert error={save.error} />
        <VenueSummary restaurant={restaurant} actions={actions} />
        <StepActions onBack={onBack} pending={save.isPending} nextLabel={t('signup.review.finish')} />
      </Stack>
    </form>
  );
}
