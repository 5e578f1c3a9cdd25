/** Pay-later tabs (docs/api/tabs.md): the routes, and the check job's name for tests and the admin's job list. */
export { tabRoutes } from './routes.ts';
export { TAB_CHECK_JOB } from './schedule.ts';
/** The table bill shows the venue's default tip (tab_settings.default_tip_percent) preselected. */
export { findTabSettings } from './settings-repository.ts';
