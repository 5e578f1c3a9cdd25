import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZTextSchema } from '../lib/text.ts';
import { listOf } from './common.ts';
import { ZWelcomeScreenSchema } from './settings.ts';

export const TABLES_MAX = 1000;
export const OCCUPANCY_MAX = 50;

const tableFields = {
  /** What diners and staff call the table ("12", "Terrace 3"); unique within the venue (409 CONFLICT). */
  tableDisplayId: ZTextSchema(20),
  occupancy: z.number().int().min(1).max(OCCUPANCY_MAX),
  isActive: z.boolean(),
  /** The table's id in a linked point-of-sale system. */
  posTable: z.string().trim().min(1).max(64).nullable(),
};

/** POST /api/tables. Omitted: occupancy 4, isActive true, posTable null. The code is generated. */
export const ZTableCreateSchema = z.object(tableFields).partial().required({ tableDisplayId: true });
export type TTableCreate = z.infer<typeof ZTableCreateSchema>;
export const ZTableUpdateSchema = z.object(tableFields).partial();
export type TTableUpdate = z.infer<typeof ZTableUpdateSchema>;

export const ZTableSchema = z.object({
  id: z.string(),
  tableDisplayId: z.string(),
  occupancy: z.number().int(),
  isActive: z.boolean(),
  posTable: z.string().nullable(),
  /** Unguessable; POST /api/tables/:id/code replaces it (old QR codes stop working). */
  code: z.string(),
  /** ${PUBLIC_URL}/eat/<code>, what the QR code encodes. */
  link: z.string(),
  createdAt: z.string(),
});
export type TTable = z.infer<typeof ZTableSchema>;

/** Every table of the venue, in natural order of tableDisplayId ("2" before "10"). */
export const ZTableListSchema = listOf(ZTableSchema);

export const ZTableCodeParamsSchema = z.object({ code: z.string().min(1).max(128) });

/** GET /api/public/tables/:code (no auth). Unknown or inactive codes answer 404 NOT_FOUND "Table not found". */
export const ZPublicTableSchema = z.object({
  table: z.object({ id: z.string(), tableDisplayId: z.string() }),
  restaurantId: z.string(),
  restaurant: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    isHotel: z.boolean(),
    defaultLanguage: z.enum(LANGUAGES),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    backgroundColor: z.string(),
    logoUrl: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    welcomeScreen: ZWelcomeScreenSchema,
  }),
});
export type TPublicTable = z.infer<typeof ZPublicTableSchema>;
