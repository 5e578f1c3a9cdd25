/** Query keys of the settings screens. */
export const settingsKeys = {
  branding: () => ['venue-settings', 'branding'] as const,
  openingHours: () => ['venue-settings', 'opening-hours'] as const,
  tables: () => ['venue-settings', 'tables'] as const,
};
