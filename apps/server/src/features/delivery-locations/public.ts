/** Checkout checks a chosen location and lists the available ones to diners. */
export { findLocationRow, listLocationRows } from './repository.ts';
