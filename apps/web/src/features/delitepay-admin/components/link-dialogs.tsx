import { useTranslation } from 'react-i18next';
import type { TPaymentLink } from '@menudelite/shared/delitepay/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCancelLink } from '../api/links';
import type { TLinkAction } from './link-row';
import { QrModal } from './qr-modal';
import { SendLinkModal } from './send-link-modal';

export type TOpenDialog = { action: TLinkAction; link: TPaymentLink } | null;

/** The dialog a link's action opened: its QR code, sending it, or "cancel this link?". */
export function LinkDialogs({ open, venueLanguage, onClose }: { open: TOpenDialog; venueLanguage: TLanguage; onClose: () => void }) {
  const { t } = useTranslation('delitepay-admin');
  const cancel = useCancelLink();
  const close = () => {
    cancel.reset();
    onClose();
  };
  if (!open) return null;
  if (open.action === 'qr') return <QrModal link={open.link} onClose={close} />;
  if (open.action === 'send') return <SendLinkModal link={open.link} venueLanguage={venueLanguage} onClose={close} />;
  return (
    <ConfirmDialog
      title={t('cancelLink.title')}
      message={t('cancelLink.message', { description: open.link.description })}
      confirmLabel={t('cancelLink.confirm')}
      cancelLabel={t('cancelLink.keep')}
      closeLabel={t('close')}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate(open.link.id, { onSuccess: close })}
      onClose={close}
    />
  );
}
