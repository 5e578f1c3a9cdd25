/**
 * The menu tables belong to this feature. Checkout prices orders from the catalog rows; the
 * public menu shows diners the whole menu; both read them only through these.
 */
export { loadCatalogMenuRows, type TCatalogMenuRows } from './catalog-repository.ts';
/** The daily purge keeps the images menu items show. */
export { imageIdsInUse } from './items/image-use-repository.ts';
export { loadMenuTableRows, type TMenuTableRows } from './public-menu-repository.ts';
