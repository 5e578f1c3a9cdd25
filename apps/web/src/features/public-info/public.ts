/** What other features use of the info pages: the head tags hook (title, description, Open Graph, canonical URL). */
export { usePageMeta } from './lib/page-meta';
/** Screenshots the home page shows too (one copy of each picture). */
export { default as ordersDashboardShot } from './assets/orders-dashboard.webp';
export { default as tableBillShot } from './assets/table-bill.webp';
