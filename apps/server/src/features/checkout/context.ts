import { englishMessage, type TErrorKey } from '@menudelite/shared/errors';
import { isPickupTimeAllowed } from '@menudelite/shared/orders/pickup-slots';
import type { TOrderType } from '@menudelite/shared/orders/status';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLocationRow } from '../delivery-locations/public.ts';
import { findActiveRoomByNumber } from '../rooms/public.ts';
import { roomHasOpenStay } from '../stays/public.ts';
import { findActiveVenueTableByCode } from '../tables/public.ts';
import type { TVenueSettings } from './catalog.ts';

export type TOrderContext = {
  table: { id: string; displayId: string } | null;
  roomNumber: string | null;
  checkoutAsVisitor: boolean;
  location: { id: string; name: string } | null;
  pickupTime: string | null;
};

type TContextInput = {
  type: TOrderType;
  tableCode?: string | undefined;
  pickupTime?: string | undefined;
  roomNumber?: string | undefined;
  checkoutAsVisitor?: boolean | undefined;
  delivery?: { locationId?: string | undefined } | undefined;
};

/** The table, room and delivery location by the venue's own records, never the client's word. */
export async function resolveContext(db: TDb, venue: TVenueSettings, input: TContextInput, now: Date): Promise<TOrderContext> {
  const problems: { path: string; key: TErrorKey; message: string }[] = [];
  const fail = (path: string, key: TErrorKey) => problems.push({ path: `body.${path}`, key, message: englishMessage(key) });
  const context: TOrderContext = { table: null, roomNumber: null, checkoutAsVisitor: false, location: null, pickupTime: null };

  // Dine-in needs the table; a pickup ordered from a table's QR code names it too (at the venue).
  if (input.tableCode && (input.type === 'dine_in' || input.type === 'pickup')) {
    const code = input.tableCode;
    const table = await findActiveVenueTableByCode(db, venue.id, code);
    if (table) context.table = { id: table.id, displayId: table.table_display_id };
    else fail('tableCode', 'tableCodeIncorrect');
  }
  if (input.type === 'room') {
    if (input.roomNumber) {
      const room = await findActiveRoomByNumber(db, venue.id, input.roomNumber);
      // Charged to a room only while a guest is checked in there (hotel stays, docs/api/hotel.md).
      if (!room) fail('roomNumber', 'roomNumberIncorrect');
      else if (!(await roomHasOpenStay(db, venue.id, room.id))) fail('roomNumber', 'roomNoOpenStay');
      else context.roomNumber = room.room_number;
    } else context.checkoutAsVisitor = input.checkoutAsVisitor === true;
  }
  const locationId = input.delivery?.locationId;
  if (locationId && (input.type === 'delivery' || context.checkoutAsVisitor)) {
    const location = await findLocationRow(db, venue.id, locationId);
    if (location && toBool(location.is_available)) context.location = { id: location.id, name: location.name };
    else fail('delivery.locationId', 'deliveryLocationUnavailable');
  }
  if (input.type === 'pickup' && input.pickupTime) {
    if (isPickupTimeAllowed(input.pickupTime, venue, now)) context.pickupTime = new Date(input.pickupTime).toISOString();
    else fail('pickupTime', 'pickupTimeUnavailable');
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems[0]!.message, problems);
  return context;
}
