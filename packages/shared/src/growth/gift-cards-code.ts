/**
 * Gift card codes (docs/api/growth-gift-cards.md): 16 characters from an alphabet without look-alikes
 * (no 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B), shown in four groups of four. A typed code is forgiving: case,
 * spaces and dashes do not matter. The server keeps only a keyed hash and the last four characters.
 */
export const GIFT_CARD_CODE_ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';
export const GIFT_CARD_CODE_LENGTH = 16;

/** Upper case, without spaces or dashes; '' when the text cannot be a code (wrong length or a character outside the alphabet). */
export function normaliseGiftCardCode(text: string): string {
  const code = text.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== GIFT_CARD_CODE_LENGTH) return '';
  for (const ch of code) if (!GIFT_CARD_CODE_ALPHABET.includes(ch)) return '';
  return code;
}

/** XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** "•••• WXYZ": how a card is named anywhere but the recipient's e-mail. */
export function maskedGiftCard(last4: string): string {
  return `•••• ${last4}`;
}
