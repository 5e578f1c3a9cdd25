/** The seeded demo table (Demo Bistro, table 1), whose fixed code the seed and the home page share. */
export { DEMO_MENU_PATH, DEMO_TABLE_CODE } from '@menudelite/shared/site/demo';
