/** The legal pages' paths, for links elsewhere (the footer, the cookie notice). */
export { LEGAL_PAGES, type TLegalPage } from './lib/legal-content';
