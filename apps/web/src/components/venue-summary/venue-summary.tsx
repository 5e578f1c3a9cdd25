import { Image, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES } from '@menudelite/shared/i18n/languages';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { weekdayName } from '../../lib/format/weekday-name';
import { ColourValue } from './colour-value';
import { SummarySection } from './summary-section';

type TSection = 'venue' | 'brand' | 'hours' | 'ordering';

/**
 * The venue's settings read-only: the settings page (until it becomes editable) and the last
 * sign-up step show the same thing. `actions` puts e.g. an "Edit" button on each card.
 */
export function VenueSummary({ restaurant, actions = {} }: { restaurant: TRestaurant; actions?: Partial<Record<TSection, ReactNode>> }) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const hours = restaurant.openingHours.toSorted((a, b) => a.weekday - b.weekday);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="venue-summary">
      <SummarySection
        title={t('signup.steps.venue')}
        action={actions.venue}
        rows={[
          { label: t('fields.venueType'), value: restaurant.isHotel ? t('signup.venue.hotel') : t('signup.venue.restaurant') },
          { label: t('fields.venueName'), value: restaurant.name, testId: 'summary-venue-name' },
          { label: t('fields.address'), value: restaurant.address || '—' },
          { label: t('fields.currency'), value: `${restaurant.currency.toUpperCase()} (${CURRENCY_SYMBOLS[restaurant.currency]})` },
          { label: t('fields.defaultLanguage'), value: LANGUAGE_NATIVE_NAMES[restaurant.defaultLanguage] },
          { label: t('fields.timeZone'), value: restaurant.timeZone },
        ]}
      />
      <SummarySection
        title={t('signup.steps.brand')}
        action={actions.brand}
        rows={[
          { label: t('fields.primaryColor'), value: <ColourValue hex={restaurant.primaryColor} /> },
          { label: t('fields.secondaryColor'), value: <ColourValue hex={restaurant.secondaryColor} /> },
          { label: t('fields.backgroundColor'), value: <ColourValue hex={restaurant.backgroundColor} /> },
          {
            label: t('fields.logo'),
            value: restaurant.logoUrl ? <Image src={restaurant.logoUrl} alt={t('fields.logo')} h={40} w="auto" fit="contain" /> : t('signup.brand.noLogo'),
          },
        ]}
      />
      <SummarySection
        title={t('signup.steps.hours')}
        action={actions.hours}
        rows={hours.map((day) => ({
          label: weekdayName(day.weekday, i18n.language),
          value: day.intervals.length ? day.intervals.map((i) => `${i.opens}–${i.closes}`).join(', ') : t('signup.hours.closed'),
        }))}
      />
      <SummarySection
        title={t('signup.steps.ordering')}
        action={actions.ordering}
        rows={[
          { label: t('fields.allowsDineIn'), value: yesNo(restaurant.allowsDineIn) },
          { label: t('fields.allowsPickUp'), value: yesNo(restaurant.allowsPickUp) },
          { label: t('fields.allowsDelivery'), value: yesNo(restaurant.allowsDelivery) },
          { label: t('fields.allowsGuestCheckout'), value: yesNo(restaurant.allowsGuestCheckout) },
          { label: t('fields.allowsPayLater'), value: yesNo(restaurant.allowsPayLater) },
          { label: t('fields.allowsOfflinePayments'), value: yesNo(restaurant.allowsOfflinePayments) },
          { label: t('fields.orderFee'), value: formatMoney(restaurant.orderFee, restaurant.currency) },
        ]}
      />
    </SimpleGrid>
  );
}
