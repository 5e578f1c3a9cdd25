/**
 * The seeded demo venue's table 1 (Demo Bistro) has this fixed code, so the public site's "see the
 * demo menu" links can open it (issue 12). Every other table code is a random secret.
 */
export const DEMO_TABLE_CODE = 'demo-bistro-table-1';
export const DEMO_MENU_PATH = `/eat/${DEMO_TABLE_CODE}`;
