/**
 * The database's table types, one file per owning feature or module: schema/<owner>.ts, as
 * db/table-owners.ts names them. A new table goes into its owner's file, its `<Owner>Schema` list
 * and table-owners.ts; a new column into its table's interface. Conventions: schema/common.ts.
 */
import type { RestaurantSchema } from './schema/restaurant.ts';
import type { AuthSchema } from './schema/auth.ts';
import type { MailerSchema } from './schema/mailer.ts';
import type { TablesSchema } from './schema/tables.ts';
import type { RateLimiterSchema } from './schema/rate-limiter.ts';
import type { MenuSchema } from './schema/menu.ts';
import type { MediaSchema } from './schema/media.ts';
import type { EmployeesSchema } from './schema/employees.ts';
import type { DeliveryLocationsSchema } from './schema/delivery-locations.ts';
import type { RoomsSchema } from './schema/rooms.ts';
import type { OrdersSchema } from './schema/orders.ts';
import type { PaymentsSchema } from './schema/payments.ts';
import type { PaymentRefundsSchema } from './schema/payment-refunds.ts';
import type { StaffEventsSchema } from './schema/staff-events.ts';
import type { JobsSchema } from './schema/jobs.ts';
import type { TeamSchema } from './schema/team.ts';
import type { ReceiptsSchema } from './schema/receipts.ts';
import type { BillsSchema } from './schema/bills.ts';
import type { DelitepaySchema } from './schema/delitepay.ts';
import type { TabsSchema } from './schema/tabs.ts';
import type { GuestChatSchema } from './schema/guest-chat.ts';
import type { ReservationRemindersSchema } from './schema/reservation-reminders.ts';
import type { ReservationsSchema } from './schema/reservations.ts';
import type { StaysSchema } from './schema/stays.ts';
import type { GuestRequestsSchema } from './schema/guest-requests.ts';
import type { CheckoutSchema } from './schema/checkout.ts';
import type { OffersSchema } from './schema/offers.ts';
import type { ClubSchema } from './schema/club.ts';
import type { LoyaltySchema } from './schema/loyalty.ts';
import type { WalletPassesSchema } from './schema/wallet-passes.ts';
import type { GiftCardsSchema } from './schema/gift-cards.ts';
import type { PointsSchema } from './schema/points.ts';
import type { BlogSchema } from './schema/blog.ts';

export type { GiftCardProductsTable, GiftCardPurchasesTable, GiftCardsTable, GiftCardLedgerTable } from './schema/gift-cards.ts';
export type { Generated } from 'kysely';
export type { DbBool } from './schema/common.ts';
export type { RestaurantsTable } from './schema/restaurant.ts';
export type { UsersTable, RefreshTokensTable, SessionsTable, PasswordResetsTable } from './schema/auth.ts';
export type { EmailOutboxTable } from './schema/mailer.ts';
export type { RestaurantTablesTable } from './schema/tables.ts';
export type { RateLimitsTable } from './schema/rate-limiter.ts';
export type {
  MenuSectionsTable,
  MenuItemsTable,
  MenuTagsTable,
  AllergensTable,
  ModifierGroupsTable,
  ModifiersTable,
  MenuItemTagsTable,
  MenuItemAllergensTable,
  MenuItemModifierGroupsTable,
  FeaturedItemsTable,
} from './schema/menu.ts';
export type { MediaImagesTable } from './schema/media.ts';
export type { EmployeesTable } from './schema/employees.ts';
export type { DeliveryLocationsTable } from './schema/delivery-locations.ts';
export type { RoomsTable } from './schema/rooms.ts';
export type { OrderCountersTable, OrdersTable, OrderLinesTable, SmsOutboxTable } from './schema/orders.ts';
export type { PaymentsTable, PaymentAttemptsTable, DemoChargesTable } from './schema/payments.ts';
export type { PaymentRefundsTable, StripeWebhookEventsTable } from './schema/payment-refunds.ts';
export type { StaffEventsTable } from './schema/staff-events.ts';
export type { JobsTable } from './schema/jobs.ts';
export type { TeamMembersTable, CustomRolesTable, TeamInvitesTable, AuditLogTable } from './schema/team.ts';
export type { ReceiptDeliveriesTable } from './schema/receipts.ts';
export type { BillsTable, BillOrdersTable, BillLinesTable, BillPaymentsTable, BillPaymentLinesTable, BillRefundsTable } from './schema/bills.ts';
export type { DelitepayLinksTable, DelitepayPaymentsTable, DelitepayRefundsTable } from './schema/delitepay.ts';
export type { TabsTable, TabSettingsTable } from './schema/tabs.ts';
export type { ChatThreadsTable, ChatMessagesTable } from './schema/guest-chat.ts';
export type { ReservationDepositsTable, ReservationMessagesTable } from './schema/reservation-reminders.ts';
export type { StaysTable, GuestSessionsTable } from './schema/stays.ts';
export type { AmenitiesTable, GuestRequestsTable } from './schema/guest-requests.ts';
export type { PointsRulesTable, PointsAccountsTable, PointsLedgerTable } from './schema/points.ts';
export type { OrderBenefitsTable } from './schema/checkout.ts';
export type { OffersTable, OfferRedemptionsTable } from './schema/offers.ts';
export type { ClubPlansTable, ClubSubscriptionsTable, ClubInvoicesTable, ClubUsageTable, ClubRedemptionsTable } from './schema/club.ts';
export type { LoyaltyCampaignsTable, LoyaltySettingsTable, LoyaltyPassesTable, LoyaltyEntriesTable } from './schema/loyalty.ts';
export type { WalletRegistrationsTable } from './schema/wallet-passes.ts';
export type { BlogPostsTable, BlogImagesTable } from './schema/blog.ts';
export type {
  ReservationSettingsTable,
  ReservationClosedDatesTable,
  ReservationTableCombinationsTable,
  ReservationsTable,
  ReservationTableBlocksTable,
  ReservationPacingTable,
} from './schema/reservations.ts';

/** Every table, as Kysely sees it. */
export interface Database
  extends
    RestaurantSchema,
    AuthSchema,
    MailerSchema,
    TablesSchema,
    RateLimiterSchema,
    MenuSchema,
    MediaSchema,
    EmployeesSchema,
    DeliveryLocationsSchema,
    RoomsSchema,
    OrdersSchema,
    PaymentsSchema,
    PaymentRefundsSchema,
    StaffEventsSchema,
    JobsSchema,
    TeamSchema,
    ReceiptsSchema,
    BillsSchema,
    DelitepaySchema,
    ReservationsSchema,
    TabsSchema,
    GuestChatSchema,
    ReservationRemindersSchema,
    StaysSchema,
    GuestRequestsSchema,
    CheckoutSchema,
    ClubSchema,
    LoyaltySchema,
    WalletPassesSchema,
    GiftCardsSchema,
    OffersSchema,
    PointsSchema,
    BlogSchema {}
