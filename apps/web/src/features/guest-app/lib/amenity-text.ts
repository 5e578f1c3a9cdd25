import type { TAmenity } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';

/** The amenity's name in the guest's language when the hotel gave one, else its own name. */
export function amenityName(amenity: Pick<TAmenity, 'name' | 'translations'>, language: TLanguage): string {
  return amenity.translations[language]?.trim() || amenity.name;
}

/** A quantity kept between 1 and the amenity's maximum. */
export function clampQuantity(quantity: number, max: number): number {
  return Math.min(Math.max(1, Math.round(quantity)), Math.max(1, max));
}
