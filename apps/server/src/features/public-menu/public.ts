/** app.ts builds the public menu's per-process cache once; the routes read it through deps.menuCache. */
export { createMenuCache, type TMenuCache } from './menu-cache.ts';
