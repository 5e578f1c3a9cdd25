import type { TLanguage } from '@menudelite/shared/i18n/languages';

/** `{venue}` is the venue's name, `{number}` the order number. One text per order type. */
export type TOrderReadyStrings = { dineIn: string; pickup: string; delivery: string };

/** The "order ready" SMS in every language of the app (SPEC section 1). */
export const ORDER_READY_STRINGS: Record<TLanguage, TOrderReadyStrings> = {
  en: {
    dineIn: '{venue}: your order #{number} is ready. Thank you!',
    pickup: '{venue}: your order #{number} is ready for pickup. Thank you!',
    delivery: '{venue}: your order #{number} is ready and on its way. Thank you!',
  },
  es: {
    dineIn: '{venue}: tu pedido n.º {number} está listo. ¡Gracias!',
    pickup: '{venue}: tu pedido n.º {number} está listo para recoger. ¡Gracias!',
    delivery: '{venue}: tu pedido n.º {number} está listo y en camino. ¡Gracias!',
  },
  zh: {
    dineIn: '{venue}：您的订单 #{number} 已准备好。谢谢！',
    pickup: '{venue}：您的订单 #{number} 已可取餐。谢谢！',
    delivery: '{venue}：您的订单 #{number} 已准备好，正在配送途中。谢谢！',
  },
  ar: {
    dineIn: '{venue}: طلبك رقم {number} جاهز. شكرًا لك!',
    pickup: '{venue}: طلبك رقم {number} جاهز للاستلام. شكرًا لك!',
    delivery: '{venue}: طلبك رقم {number} جاهز وفي الطريق إليك. شكرًا لك!',
  },
  ru: {
    dineIn: '{venue}: ваш заказ №{number} готов. Спасибо!',
    pickup: '{venue}: ваш заказ №{number} готов, его можно забрать. Спасибо!',
    delivery: '{venue}: ваш заказ №{number} готов и уже в пути. Спасибо!',
  },
  ja: {
    dineIn: '{venue}：ご注文 #{number} の準備ができました。ありがとうございます！',
    pickup: '{venue}：ご注文 #{number} のお受け取りの準備ができました。ありがとうございます！',
    delivery: '{venue}：ご注文 #{number} の準備ができ、お届けに向かっています。ありがとうございます！',
  },
  ko: {
    dineIn: '{venue}: 주문 #{number}이(가) 준비되었습니다. 감사합니다!',
    pickup: '{venue}: 주문 #{number}을(를) 픽업하실 수 있습니다. 감사합니다!',
    delivery: '{venue}: 주문 #{number}이(가) 준비되어 배달 중입니다. 감사합니다!',
  },
  de: {
    dineIn: '{venue}: Ihre Bestellung Nr. {number} ist fertig. Vielen Dank!',
    pickup: '{venue}: Ihre Bestellung Nr. {number} ist abholbereit. Vielen Dank!',
    delivery: '{venue}: Ihre Bestellung Nr. {number} ist fertig und unterwegs. Vielen Dank!',
  },
  fr: {
    dineIn: '{venue} : votre commande n° {number} est prête. Merci !',
    pickup: '{venue} : votre commande n° {number} est prête à être retirée. Merci !',
    delivery: '{venue} : votre commande n° {number} est prête et en route. Merci !',
  },
  pl: {
    dineIn: '{venue}: Twoje zamówienie nr {number} jest gotowe. Dziękujemy!',
    pickup: '{venue}: Twoje zamówienie nr {number} jest gotowe do odbioru. Dziękujemy!',
    delivery: '{venue}: Twoje zamówienie nr {number} jest gotowe i już w drodze. Dziękujemy!',
  },
  pt: {
    dineIn: '{venue}: o seu pedido n.º {number} está pronto. Obrigado!',
    pickup: '{venue}: o seu pedido n.º {number} está pronto para levantar. Obrigado!',
    delivery: '{venue}: o seu pedido n.º {number} está pronto e a caminho. Obrigado!',
  },
  it: {
    dineIn: '{venue}: il tuo ordine n. {number} è pronto. Grazie!',
    pickup: '{venue}: il tuo ordine n. {number} è pronto per il ritiro. Grazie!',
    delivery: '{venue}: il tuo ordine n. {number} è pronto e in consegna. Grazie!',
  },
  nl: {
    dineIn: '{venue}: je bestelling #{number} is klaar. Bedankt!',
    pickup: '{venue}: je bestelling #{number} staat klaar om af te halen. Bedankt!',
    delivery: '{venue}: je bestelling #{number} is klaar en onderweg. Bedankt!',
  },
  hi: {
    dineIn: '{venue}: आपका ऑर्डर #{number} तैयार है। धन्यवाद!',
    pickup: '{venue}: आपका ऑर्डर #{number} पिकअप के लिए तैयार है। धन्यवाद!',
    delivery: '{venue}: आपका ऑर्डर #{number} तैयार है और रास्ते में है। धन्यवाद!',
  },
};
