/** The membership points rules (issue 11 section 2), a tab of the staff's /loyalty page (strings: the 'points-admin' namespace). */
export { PointsRulesPanel } from './components/points-rules-panel';
