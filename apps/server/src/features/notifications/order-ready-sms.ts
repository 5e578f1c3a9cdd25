import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { fillTranslation } from './engine.ts';
import { ORDER_READY_STRINGS } from './strings/order-ready.ts';

/** The "order ready" SMS in the diner's language, worded for how the order reaches them. */
export function renderOrderReadySms(language: TLanguage, params: { venueName: string; orderNumber: number; orderType: string }): string {
  const s = ORDER_READY_STRINGS[language];
  const text = params.orderType === 'pickup' ? s.pickup : params.orderType === 'delivery' ? s.delivery : s.dineIn;
  return fillTranslation('text', text, { venue: params.venueName, number: params.orderNumber });
}
