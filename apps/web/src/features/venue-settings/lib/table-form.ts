import { ZTableCreateSchema, ZTableUpdateSchema, type TTable } from '@menudelite/shared/menu/tables';
import { zodFormValidate, type TFormIssue } from '../../../lib/forms/zod-form';

/** Seats as NumberInput gives them ('' when cleared); the POS id as typed ('' = none). */
export type TTableFormValues = { tableDisplayId: string; occupancy: number | string; posTable: string; isActive: boolean };

export function tableFormValues(table: TTable | null): TTableFormValues {
  return { tableDisplayId: table?.tableDisplayId ?? '', occupancy: table?.occupancy ?? 4, posTable: table?.posTable ?? '', isActive: table?.isActive ?? true };
}

export function tableBody(values: TTableFormValues) {
  return {
    ...values,
    occupancy: typeof values.occupancy === 'number' ? values.occupancy : Number.NaN,
    posTable: values.posTable.trim() === '' ? null : values.posTable,
  };
}

/** This screen words its two errors itself: the seats, and anything wrong with the name. */
const tableKey = (issue: TFormIssue) => (issue.path[0] === 'occupancy' ? 'errors.occupancy' : 'errors.tableName');
export const validateTable = zodFormValidate<TTableFormValues>(ZTableUpdateSchema, tableBody, tableKey);
export const validateNewTable = zodFormValidate<TTableFormValues>(ZTableCreateSchema, tableBody, tableKey);
