/** Query keys of the settings screens. */
export const settingsKeys = {
  branding: () => ['venue-settings', 'branding'] as const,
  openingHours: () => ['venue-settings', 'opening-hours'] as const,
  tables: () => ['venue-settings', 'tables'] as const,
  ordering: () => ['venue-settings', 'ordering'] as const,
  delivery: () => ['venue-settings', 'delivery'] as const,
  deliveryLocations: () => ['venue-settings', 'delivery-locations'] as const,
};
