/** A venue's or customer's own words inside a translated sentence keep their own direction (Latin names in Arabic and back). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
