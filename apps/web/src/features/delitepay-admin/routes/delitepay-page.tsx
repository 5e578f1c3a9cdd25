import '../delitepay-admin.css';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useCan } from '../../../lib/session/team-me';
import { CreateLinkForm } from '../components/create-link-form';
import { CreatedLink } from '../components/created-link';
import { LinkDialogs, type TOpenDialog } from '../components/link-dialogs';
import type { TLinkAction } from '../components/link-row';
import { LinksList } from '../components/links-list';
import { PaymentPageCard } from '../components/payment-page-card';

/** /delitePay: the venue's payment page, and payment links for a fixed amount (create, share, send, cancel, follow). */
export function DelitePayPage() {
  const { t } = useTranslation('delitepay-admin');
  const restaurant = useCurrentRestaurantQuery();
  const [created, setCreated] = useState<TPaymentLink | null>(null);
  const [open, setOpen] = useState<TOpenDialog>(null);
  const canSwitch = useCan('settings.change');
  useDocumentTitle(t('title'));
  const venue = restaurant.data;
  if (!venue) return <ApiErrorAlert error={restaurant.error} />;
  const onAction = (action: TLinkAction, link: TPaymentLink) => setOpen({ action, link });

  return (
    <Stack gap="md" maw={900} data-testid="delitepay-page">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <PaymentPageCard slug={venue.slug} enabled={venue.allowsDelitePay} canSwitch={canSwitch} />
      <CreateLinkForm currency={venue.currency} timeZone={venue.timeZone} onCreated={setCreated} />
      {created && <CreatedLink link={created} onAction={onAction} onClose={() => setCreated(null)} />}
      <LinksList timeZone={venue.timeZone} onAction={onAction} />
      <LinkDialogs open={open} venueLanguage={venue.defaultLanguage} onClose={() => setOpen(null)} />
    </Stack>
  );
}
