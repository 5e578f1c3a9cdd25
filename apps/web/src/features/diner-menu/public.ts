/**
 * What the ordering screens (checkout, order status) share with the diner's menu: the venue's
 * table and menu queries, the menu's lookups for pricing the cart, the brand colours, the
 * diner's language and the modal sheet. Everything else here is the menu's own.
 */
export { publicMenuQuery, usePublicMenu } from './api/get-public-menu';
export { publicTableQuery, usePublicTable } from './api/get-public-table';
export { indexMenu, type TMenuIndex } from './lib/menu-index';
export { brandStyle } from './lib/brand-style';
export { tableMenuPath, useDinerLanguage } from './lib/diner-language';
export { Sheet } from './components/sheet';
export { DinerLoading, LoadError, MenuNotFound, TableNotFound } from './components/status-screens';
