/**
 * The seeded demo table (Demo Bistro, table 1). Its code is fixed so the home page can link to
 * it; see docs/public-site.md ("The demo link") for where the seed must give it this code.
 */
export const DEMO_TABLE_CODE = 'demo-bistro-table-1';
export const DEMO_MENU_PATH = `/eat/${DEMO_TABLE_CODE}`;
