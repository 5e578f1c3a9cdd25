import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyVenues } from '../api/venues';
import { venuePickerPath } from '../lib/venue-picker-path';

/** In the staff navigation, for a person who works at several venues: back to the venue picker (issue 8). */
export function VenueSwitchLink() {
  const { t } = useTranslation();
  const venues = useMyVenues();
  if ((venues.data?.length ?? 0) < 2) return null;
  return <NavLink component={Link} to={`${venuePickerPath('/orders')}&choose=1`} label={t('nav.switchVenue')} data-testid="switch-venue" />;
}
