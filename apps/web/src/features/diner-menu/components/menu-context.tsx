import { createContext, use } from 'react';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TMenuIndex } from '../lib/menu-index';

/** What every card and sheet of one menu needs: its lookups, the diner's language and the venue's currency. */
export type TMenuContext = { index: TMenuIndex; language: TLanguage; currency: TCurrency };

export const MenuContext = createContext<TMenuContext | null>(null);

export function useMenuContext(): TMenuContext {
  const context = use(MenuContext);
  if (!context) throw new Error('useMenuContext needs a MenuContext provider');
  return context;
}
