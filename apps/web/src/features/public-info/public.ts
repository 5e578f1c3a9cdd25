/** What other features use of the info pages: the head tags hook (title, description, Open Graph, canonical URL). */
export { usePageMeta } from './lib/page-meta';
