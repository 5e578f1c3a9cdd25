import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_STEPS, canOpenStep } from '../lib/sign-up-steps';

/**
 * Where the owner is among the six steps. Done steps can be clicked to edit them. Phones show the
 * numbered dots and one line naming the current step, because six labels do not fit in 390 px.
 */
export function SignUpProgress({ active, signUpStep, onOpen }: { active: number; signUpStep: number; onOpen: (step: number) => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const current = SIGN_UP_STEPS.find((s) => s.step === active) ?? SIGN_UP_STEPS[0];
  return (
    <div data-testid="signup-stepper" data-active-step={active}>
      <Stepper active={active - 1} onStepClick={(index) => canOpenStep(index + 1, signUpStep) && onOpen(index + 1)} size={phone ? 'xs' : 'sm'} wrap={false}>
        {SIGN_UP_STEPS.map(({ step, key }) => (
          <Stepper.Step
            key={key}
            label={phone ? undefined : t(`signup.steps.${key}`)}
            aria-label={t(`signup.steps.${key}`)}
            allowStepSelect={canOpenStep(step, signUpStep)}
          />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" mt="xs" ta="center" hiddenFrom="sm">
        {t('signup.stepOf', { step: active, total: SIGN_UP_STEPS.length, name: t(`signup.steps.${current.key}`) })}
      </Text>
    </div>
  );
}
