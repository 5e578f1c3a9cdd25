import { SIGN_UP_COMPLETE_STEP } from '@menudelite/shared/auth/session';

/** SPEC section 4 as decided in docs/decisions.md: signUpStep counts completed steps; 6 = done. */
export const SIGN_UP_STEPS = [
  { step: 1, key: 'account' },
  { step: 2, key: 'venue' },
  { step: 3, key: 'brand' },
  { step: 4, key: 'hours' },
  { step: 5, key: 'ordering' },
  { step: 6, key: 'review' },
] as const;

export type TSignUpStepNumber = (typeof SIGN_UP_STEPS)[number]['step'];

/** A returning owner resumes at the first step not yet done. */
export function resumeStep(signUpStep: number): TSignUpStepNumber {
  return Math.min(Math.max(signUpStep + 1, 2), SIGN_UP_COMPLETE_STEP) as TSignUpStepNumber;
}

/**
 * Steps the owner may open: any done step again (to edit) and the next one. The account (step 1)
 * is not reopened here; it is the signed-in user.
 */
export function canOpenStep(target: number, signUpStep: number): boolean {
  return target >= 2 && target <= Math.min(signUpStep + 1, SIGN_UP_COMPLETE_STEP);
}
