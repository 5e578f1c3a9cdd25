/**
 * Pay-later tabs (docs/api/tabs.md). The checkout's payment section offers a tab to a diner paying
 * later at a table; the staff screen (/orders/tabs) is a route of its own (app/router), so nothing
 * Mantine reaches the diner's pages through here.
 */
export { TabOffer } from './components/tab-offer';
