import { z } from 'zod';
import { ZTextSchema } from '../lib/text.ts';

/* ---- Employees (SPEC section 3: id, name, displayId, pin). The PIN is stored hashed and never answered. ---- */
export const EMPLOYEES_MAX = 500;
const ZPinSchema = z.string().regex(/^\d{4,6}$/, 'must be 4 to 6 digits');
const employeeFields = { name: ZTextSchema(80), displayId: ZTextSchema(20), pin: ZPinSchema };
export const ZEmployeeCreateSchema = z.object(employeeFields);
export type TEmployeeCreate = z.infer<typeof ZEmployeeCreateSchema>;
export const ZEmployeeUpdateSchema = z.object(employeeFields).partial();
export type TEmployeeUpdate = z.infer<typeof ZEmployeeUpdateSchema>;
export const ZEmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayId: z.string(),
  hasPin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployeeSchema>;
export const ZEmployeeListSchema = z.object({ items: z.array(ZEmployeeSchema) });
/** POST /api/employees/:id/verify-pin answers whether the PIN matches (for a till-style staff switch). */
export const ZPinCheckSchema = z.object({ pin: ZPinSchema });
export const ZPinCheckResultSchema = z.object({ matches: z.boolean() });
