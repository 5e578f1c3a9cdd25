/** The venue picker (issue 8); `next` is where sign-in meant to go, used when the person works at one venue only. */
export const VENUE_PICKER_PATH = '/team/venues';

export function venuePickerPath(next: string): string {
  return `${VENUE_PICKER_PATH}?next=${encodeURIComponent(next)}`;
}
