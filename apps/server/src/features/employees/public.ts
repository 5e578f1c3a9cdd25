/** Orders are assigned to one of the venue's employees: orders checks the id through this. */
export { findEmployeeRow } from './repository.ts';
/** The team feature's PIN-only members are employees of the same id, so orders can be assigned to them. */
export { deleteEmployee, insertEmployee, updateEmployee } from './repository.ts';
