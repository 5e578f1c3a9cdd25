/** Orders are assigned to one of the venue's employees: orders checks the id through this. */
export { findEmployeeRow } from './repository.ts';
