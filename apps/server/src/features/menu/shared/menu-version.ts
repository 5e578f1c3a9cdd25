/**
 * Every write that changes what diners see bumps the venue's menu_version in the same
 * transaction; the public menu cache of every server process compares it on each read.
 * The column is the restaurant feature's, so the write is too.
 */
export { bumpMenuVersion } from '../../restaurant/public.ts';
