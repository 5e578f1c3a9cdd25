/** E-mails and SMS rendered from templates in the recipient's language (docs/decisions.md "E-mail and SMS templates"). */
export { renderPasswordResetEmail } from './password-reset-email.ts';
export type { TRenderedEmail } from './action-email.ts';
export { renderOrderReadySms } from './order-ready-sms.ts';
export { renderTeamInviteEmail } from './team-invite-email.ts';
export { renderPaymentLinkEmail, renderPaymentLinkSms, type TPaymentLinkMessage } from './payment-link-message.ts';
export { languageOr, languageFromAcceptLanguage } from './language.ts';
export { renderReceiptEmail, type TReceiptEmailInput } from './receipt-email.ts';
export { renderGuestChatEmail } from './guest-chat-email.ts';
export {
  renderReservationEmail,
  reservationIcs,
  reservationReference,
  reservationTimeText,
  type TReservationEmailInput,
  type TReservationEmailKind,
  type TReservationMoneyNote,
  type TRenderedReservationEmail,
} from './reservation-email.ts';
export { renderGiftCardEmail, type TGiftCardEmailInput } from './gift-card-email.ts';
