/** SPEC section 5: a password needs upper case, lower case and a special character. Length is ours (NIST 800-63B minimum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type TPasswordCheck = {
  length: boolean;
  upper: boolean;
  lower: boolean;
  special: boolean;
};

export function checkPassword(password: string): TPasswordCheck {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  const check = checkPassword(password);
  return check.length && check.upper && check.lower && check.special;
}
