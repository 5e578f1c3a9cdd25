/** OpenAPI decoration shared by the staff menu routes (bearer token, grouped under one tag). */
export const STAFF_DOCS = { tags: ['menu'], security: [{ bearer: [] }] };
