import { checkReservationGuest, type TBookRequest, type TReservationOccasion } from '@menudelite/shared/reservations/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { keyText, type TErrorText } from '../../../lib/http/error-text';

/** What the guest types while their table is held, as typed (trimmed only when sent). */
export type TGuestValues = {
  name: string;
  email: string;
  phone: string;
  notes: string;
  occasion: TReservationOccasion | '';
  allergies: string;
};

export type TGuestField = 'name' | 'email' | 'phone' | 'notes' | 'allergies' | 'occasion';
export type TGuestErrors = Partial<Record<TGuestField, TErrorText>>;

export const EMPTY_GUEST: TGuestValues = { name: '', email: '', phone: '', notes: '', occasion: '', allergies: '' };

export const GUEST_LIMITS = { name: 120, email: 254, phone: 40, notes: 500, allergies: 300 } as const;

/**
 * SPEC section 5's your-information checks, the server's own (checkReservationGuest) with the
 * checkout's keys: nameRequired / nameIncorrect, emailRequired / emailIncorrect, fieldsRequired /
 * phoneIncorrect. Notes and allergies are free text (the server refuses only control characters).
 */
export function validateGuest(values: TGuestValues): TGuestErrors {
  const errors: TGuestErrors = {};
  for (const problem of checkReservationGuest(values)) {
    const field = guestFieldOfPath(problem.path);
    if (field) errors[field] ??= keyText(problem.key);
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

const FIELDS: readonly TGuestField[] = ['name', 'email', 'phone', 'notes', 'allergies', 'occasion'];

/** The server's refusal of a field, by its body path ('email', 'guest.email'), onto the form. */
export function guestFieldOfPath(path: string): TGuestField | null {
  const last = path.split('.').pop() ?? '';
  return (FIELDS as readonly string[]).includes(last) ? (last as TGuestField) : null;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The booking body for a hold: the guest's details trimmed, empty optional fields left out, in the guest's language. */
export function bookBody(values: TGuestValues, hold: { holdId: string; token: string }, language: TLanguage): TBookRequest {
  const notes = optional(values.notes);
  const allergies = optional(values.allergies);
  return {
    holdId: hold.holdId,
    token: hold.token,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(notes ? { notes } : {}),
    ...(values.occasion ? { occasion: values.occasion } : {}),
    ...(allergies ? { allergies } : {}),
    language,
  };
}
