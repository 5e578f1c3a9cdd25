import { brandStyle } from '../../diner-menu/public';

/**
 * The venue's colour on its payment page and success page (header, buttons, focus rings). Only the
 * primary colour is shown there; the menu's other colours keep their defaults.
 */
export function pageBrandStyle(primaryColor: string) {
  return brandStyle({ primaryColor, secondaryColor: '', backgroundColor: '' });
}
