import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.ts';
import { healthRoutes } from './health/routes.ts';
import { fontRoutes } from './fonts/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { menuRoutes } from './menu/routes.ts';
import { publicMenuRoutes } from './public-menu/routes.ts';
import { tableRoutes } from './tables/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { restaurantRoutes } from './restaurant/routes.ts';
import { customerRoutes } from './customer/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { checkoutSettingsRoutes } from './checkout/settings-routes.ts';
import { staffEventRoutes } from './staff-events/routes.ts';
import { employeeRoutes } from './employees/routes.ts';
import { deliveryLocationRoutes } from './delivery-locations/routes.ts';
import { roomRoutes } from './rooms/routes.ts';
import { callWaiterRoutes } from './call-waiter/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { teamRoutes } from './team/public.ts';
import { paymentRoutes } from './payments/public.ts';
import { billRoutes } from './bills/public.ts';
import { delitePayRoutes } from './delitepay/public.ts';
import { findTabSettings, tabRoutes } from './tabs/public.ts';
import { receiptRoutes } from './receipts/routes.ts';
import { createReservationTokens, findDepositSettings, findReservationView, reservationRoutes } from './reservations/public.ts';
import { createReservationExtras, reservationDepositRoutes } from './reservation-reminders/public.ts';
import { guestChatStays, roomHasOpenStay, stayRoutes } from './stays/public.ts';
import { guestChatRoutes } from './guest-chat/public.ts';
import { guestRequestRoutes, guestRequestsCheckOut } from './guest-requests/public.ts';
import { offerRoutes } from './offers/public.ts';
import { createBenefitCartBuilder } from './checkout/public.ts';
import { clubRoutes } from './club/public.ts';
import { loyaltyPublicRoutes, loyaltyStaffRoutes } from './loyalty/public.ts';
import { createAppWalletPasses, walletPassRoutes } from './wallet-passes/public.ts';
import { giftCardRoutes } from './gift-cards/public.ts';
import { pointsRoutes } from './points/public.ts';
import { blogRoutes } from './blog/public.ts';

/** Every feature's routes, registered in one place. */
export async function featureRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  await app.register(healthRoutes, { deps });
  await app.register(fontRoutes);
  await app.register(menuRoutes, { deps });
  await app.register(tableRoutes, { deps });
  await app.register(mediaRoutes, { deps });
  await app.register(publicMenuRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(restaurantRoutes, { deps });
  await app.register(customerRoutes, { deps });
  await app.register(orderRoutes, { deps });
  await app.register(checkoutRoutes, { deps });
  await app.register(checkoutSettingsRoutes, { deps });
  await app.register(staffEventRoutes, { deps });
  await app.register(employeeRoutes, { deps });
  await app.register(deliveryLocationRoutes, { deps });
  // A room with a guest checked in cannot be deleted (hotel stays).
  await app.register(roomRoutes, { deps, isOccupied: roomHasOpenStay });
  await app.register(callWaiterRoutes, { deps });
  await app.register(jobRoutes, { deps });
  await app.register(teamRoutes, { deps });
  await app.register(paymentRoutes, { deps });
  await app.register(billRoutes, { deps, defaultTip: async (db, restaurantId) => (await findTabSettings(db, restaurantId)).defaultTipPercent });
  await app.register(tabRoutes, { deps });
  await app.register(delitePayRoutes, { deps });
  await app.register(receiptRoutes, { deps });
  // Table reservations; resv-mail passes its e-mail/reminder/deposit hooks here.
  const reservationTokens = createReservationTokens(deps.config);
  const reservationExtras = createReservationExtras(deps, {
    findReservationView: (db, id) => findReservationView(db, id, reservationTokens),
    findDepositSettings,
  });
  await app.register(reservationRoutes, { deps, hooks: reservationExtras.hooks });
  // Deposits and card holds: staff read a booking's deposit and charge a held card the no-show fee.
  await app.register(reservationDepositRoutes, { deps, extras: reservationExtras });
  // Hotel guest services: check-out cancels the stay's open guest requests in its own transaction.
  await app.register(stayRoutes, { deps, onCheckOut: [guestRequestsCheckOut({ realtime: app.realtime, log: app.log })] });
  await app.register(guestRequestRoutes, { deps });
  // Hotel guest chat: the stays feature says whose token is whose stay (docs/api/guest-chat.md).
  await app.register(guestChatRoutes, { deps, stays: guestChatStays });
  // DeliteClub subscriptions (docs/api/growth-club.md): plans, billing and renewals on the job runner.
  await app.register(clubRoutes, { deps });
  // Loyalty stamp cards (docs/api/growth-loyalty.md) and their Apple / Google wallet passes (configured by env; hidden otherwise).
  const wallets = createAppWalletPasses(deps, (error, message) => app.log.warn({ err: error }, message));
  await app.register(loyaltyStaffRoutes, { deps, wallets: wallets.links });
  await app.register(loyaltyPublicRoutes, { deps, wallets: wallets.links });
  await app.register(walletPassRoutes, { deps, wallets });
  // Gift cards (docs/api/growth-gift-cards.md): products, purchases, balance, staff lookup and adjustments.
  await app.register(giftCardRoutes, { deps });
  // Offers and discount codes (docs/api/growth-offers.md); evaluate prices the cart through checkout's seam.
  await app.register(offerRoutes, { deps, buildCart: createBenefitCartBuilder(deps) });
  // Membership points (docs/api/growth-points.md): the customer's balance and history, the venue's rules, the daily expiry job.
  await app.register(pointsRoutes, { deps });
  // The blog (docs/api/blog.md): admins write posts, readers read them; scheduled publishing on the job runner.
  await app.register(blogRoutes, { deps });
}
