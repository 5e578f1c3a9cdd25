/** Menu items name images by id: the menu checks they are the venue's own. */
export { findOwnedImageIds } from './repository.ts';
