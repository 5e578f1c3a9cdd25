import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Back (to the previous step) and the step's submit button, the same on every step. */
export function StepActions({ onBack, pending, nextLabel }: { onBack?: () => void; pending: boolean; nextLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} data-testid="signup-back">
          {t('common.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={pending} data-testid="signup-next">
        {nextLabel ?? t('common.saveAndContinue')}
      </Button>
    </Group>
  );
}
