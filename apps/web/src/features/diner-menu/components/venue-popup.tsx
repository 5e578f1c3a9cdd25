import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPopup } from '@menudelite/shared/menu/settings';
import { rememberPopupSeen, wasPopupSeen } from '../lib/popup-seen';
import { Sheet } from './sheet';
import classes from './venue-popup.module.css';

/** The venue's popup over the menu, once per visit, when the venue turned it on. */
export function VenuePopup({ restaurantId, popup }: { restaurantId: string; popup: TPopup }) {
  const { t } = useTranslation('diner-menu');
  const [open, setOpen] = useState(() => popup.enabled && !wasPopupSeen(restaurantId));
  if (!open) return null;
  return (
    <Sheet
      placement="center"
      title={popup.title}
      closeLabel={t('popup.close')}
      onClose={() => {
        rememberPopupSeen(restaurantId);
        setOpen(false);
      }}
      testId="venue-popup"
    >
      {popup.imageUrl && <img className={classes.image} src={popup.imageUrl} alt="" width={640} height={360} />}
      {popup.message && (
        <p className={classes.message} dir="auto">
          {popup.message}
        </p>
      )}
    </Sheet>
  );
}
