/**
 * What staff typed or scanned into "Scan / enter pass": a pass identifier (any case, spaces or
 * dashes), or the address the customer's QR code holds (…/loyalty/redeem/<identifier>). Answers the
 * identifier, or null when it cannot be one.
 */
export function passIdentifierFrom(input: string): string | null {
  const text = input.trim();
  const fromUrl = /\/loyalty\/redeem\/([^/?#\s]+)/i.exec(text)?.[1];
  const candidate = (fromUrl ?? text).toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{4,64}$/.test(candidate) ? candidate : null;
}
