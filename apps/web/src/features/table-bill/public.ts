/**
 * The table bill (issue 9 section 3) for the other diner screens: the link to it from a table's
 * menu and a dine-in order's status page, and where it lives. The page itself is a route
 * (routes/table-bill-page.tsx); load the 'table-bill' and 'card-payment' namespaces with it.
 */
export { BillEntryLink } from './components/bill-entry-link';
export { tableBillPath, tableCodeOfMenuPath } from './lib/paths';
