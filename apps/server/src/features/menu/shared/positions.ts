import { AppError } from '../../../lib/app-error.ts';

/** The queries live in the repository; services import them from here, with the check below. */
export { idsInScope, nextPosition, writePositions, type TOrderedTable, type TScope } from './positions-repository.ts';

/**
 * A reorder must name exactly the rows of its scope: an id from elsewhere (another venue,
 * another section) or a missing one is a 400, checked before anything is written.
 */
export function assertSameIds(requested: readonly string[], existing: readonly string[], what: string): void {
  const known = new Set(existing);
  const foreign = requested.filter((id) => !known.has(id));
  if (foreign.length > 0) {
    throw new AppError('VALIDATION_FAILED', `ids: ${foreign.length} id(s) are not ${what} of this venue`, [
      { path: 'body.ids', key: 'notThisVenues', message: `unknown ids: ${foreign.slice(0, 5).join(', ')}` },
    ]);
  }
  if (requested.length !== known.size) {
    throw new AppError('VALIDATION_FAILED', `ids: the list must name all ${known.size} ${what}`, [
      { path: 'body.ids', key: 'listIncomplete', params: { count: known.size }, message: `expected ${known.size} ids, got ${requested.length}` },
    ]);
  }
}
