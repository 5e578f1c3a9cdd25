import { ZVenueStepSchema } from '@menudelite/shared/restaurant/contracts';
import { zodFormValidate, type TFormIssue } from '../../../lib/forms/zod-form';
import type { TVenueDetails } from '../api/save-venue-details';

export type TVenueDetailsValues = Omit<TVenueDetails, 'step'>;

/** The time zone has its own message; the other fields take the generic key of their issue. */
const timeZoneKey = (issue: TFormIssue) => (issue.path[0] === 'timeZone' ? 'errors.timeZone' : undefined);

/** Sign-up step 2's own schema checks the venue details form. */
export const validateVenueDetails = zodFormValidate<TVenueDetailsValues>(ZVenueStepSchema, (values) => ({ step: 2, ...values }), timeZoneKey);
