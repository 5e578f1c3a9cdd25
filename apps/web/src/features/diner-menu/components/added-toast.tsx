import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './added-toast.module.css';

const SHOWN_MS = 2500;

/** "Margherita added to your cart", announced politely and shown briefly above the cart bar. */
export function AddedToast({ added }: { added: { name: string; at: number } | null }) {
  const { t } = useTranslation('diner-menu');
  // The toast of an addition shows until its own timer hides it; a new addition brings a new toast.
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  const visible = added !== null && hiddenAt !== added.at;
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setHiddenAt(added.at), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [added]);
  return (
    <div className={classes.region} aria-live="polite" role="status">
      {visible && added && (
        <p className={classes.toast} data-testid="added-toast">
          {t('sheet.added', { name: added.name })}
        </p>
      )}
    </div>
  );
}
