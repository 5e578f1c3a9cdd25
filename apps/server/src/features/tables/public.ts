/** The restaurant_tables table belongs to this feature: checkout, orders, call-waiter and the diner page preload read it through these. */
export { findActiveTableRowByCode, findActiveVenueTableByCode, findTableRow, listTableRows, type TTableRow } from './repository.ts';
/** The printable A4 sheet of QR codes (hotel rooms reuse it for their guest app codes). */
export { renderQrSheet } from './qr-sheet.ts';
