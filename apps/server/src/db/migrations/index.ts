import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './0001_foundation.ts';
import * as menu from './0002_menu.ts';
import * as ordering from './0003_ordering.ts';
import * as jobs from './0004_jobs.ts';
import * as sessions from './0005_sessions.ts';
import * as team from './0006_team.ts';
import * as paymentAttempts from './0007_payment_attempts.ts';
import * as stripe from './0008_stripe.ts';
import * as isoMinorUnits from './0009_iso_minor_units.ts';
import * as bills from './0010_bills.ts';
import * as delitepay from './0011_delitepay.ts';
import * as processingFee from './0012_processing_fee.ts';
import * as tabs from './0013_tabs.ts';
import * as billRefunds from './0014_bill_refunds.ts';
import * as guestChat from './0018_guest_chat.ts';
import * as reservations from './0015_reservations.ts';
import * as emailAttachments from './0016_email_attachments.ts';
import * as reservationDeposits from './0019_reservation_deposits.ts';
import * as hotelStays from './0017_hotel_stays.ts';
import * as orderBenefits from './0020_order_benefits.ts';
import * as offers from './0021_offers.ts';
import * as loyalty from './0023_loyalty.ts';
import * as club from './0025_club.ts';
import * as giftCards from './0024_gift_cards.ts';
import * as points from './0022_points.ts';
import * as emailSensitive from './0026_email_sensitive.ts';
import * as clubBillingAnchor from './0027_club_billing_anchor.ts';
import * as giftCardBuyer from './0028_gift_card_buyer.ts';
import * as blog from './0029_blog.ts';

/** Migrations are listed here, in order, so bundling or type stripping never depends on a folder scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_menu': menu,
  '0003_ordering': ordering,
  '0004_jobs': jobs,
  '0005_sessions': sessions,
  '0006_team': team,
  '0007_payment_attempts': paymentAttempts,
  '0008_stripe': stripe,
  '0009_iso_minor_units': isoMinorUnits,
  '0010_bills': bills,
  '0011_delitepay': delitepay,
  '0012_processing_fee': processingFee,
  '0013_tabs': tabs,
  '0014_bill_refunds': billRefunds,
  '0018_guest_chat': guestChat,
  '0015_reservations': reservations,
  '0016_email_attachments': emailAttachments,
  '0019_reservation_deposits': reservationDeposits,
  '0017_hotel_stays': hotelStays,
  '0020_order_benefits': orderBenefits,
  '0021_offers': offers,
  '0023_loyalty': loyalty,
  '0025_club': club,
  '0024_gift_cards': giftCards,
  '0022_points': points,
  '0026_email_sensitive': emailSensitive,
  '0027_club_billing_anchor': clubBillingAnchor,
  '0028_gift_card_buyer': giftCardBuyer,
  '0029_blog': blog,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
