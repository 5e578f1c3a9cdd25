/** What other features may use: the venue's employee list (the orders dashboard assigns orders to them). */
export { employeesQuery, useEmployees } from './api/get-employees';
