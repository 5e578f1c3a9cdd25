import { ZRoomCreateSchema, ZRoomRangeSchema } from '@menudelite/shared/orders/rooms';
import { zodFormValidate } from '../../../lib/forms/zod-form';

export type TRoomFormValues = { roomNumber: string; isActive: boolean };
export type TRoomRangeFormValues = { prefix: string; first: number | string; last: number | string; isActive: boolean };

export const validateRoom = zodFormValidate<TRoomFormValues>(ZRoomCreateSchema, undefined, (issue) =>
  issue.path[0] === 'roomNumber' ? 'errors.roomNumber' : undefined,
);

/** NumberInput's '' (cleared) is not a number: the schema then says so on its field. */
export const rangeBody = (values: TRoomRangeFormValues) => ({
  prefix: values.prefix,
  first: values.first === '' ? undefined : Number(values.first),
  last: values.last === '' ? undefined : Number(values.last),
  isActive: values.isActive,
});

const RANGE_KEYS: Record<string, string> = { prefix: 'errors.prefix', first: 'errors.rangeNumber', last: 'errors.rangeLast' };
export const validateRange = zodFormValidate<TRoomRangeFormValues>(ZRoomRangeSchema, rangeBody, (issue) => {
  const field = String(issue.path[0]);
  if (field === 'last' && issue.code === 'custom') return 'errors.rangeLast';
  return field === 'last' ? 'errors.rangeNumber' : RANGE_KEYS[field];
});
