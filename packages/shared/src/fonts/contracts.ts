import { z } from 'zod';

export { fontSlug, fontStylesheetUrl } from './urls.ts';

/** GET /api/fonts answers font family names; each has a self-hosted stylesheet at fontStylesheetUrl(name). */
export const ZFontListSchema = z.array(z.string());
