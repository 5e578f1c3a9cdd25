/** What the rest of the app may use from the team screens (issue 8). */
export { venuePickerPath, VENUE_PICKER_PATH } from './lib/venue-picker-path';
export { VenueSwitchLink } from './components/venue-switch-link';
