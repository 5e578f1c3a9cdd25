import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCheckoutState } from '../lib/use-checkout';
import { NotesDialog } from './notes-dialog';
import { Section } from './section';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './notes-section.module.css';

/** The order's notes for the kitchen (allergies, special requests), written in a dialog. */
export function NotesSection({ state }: { state: TCheckoutState }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const notes = state.form.notes.trim();
  return (
    <Section title={t('sections.notes')} testId="notes-section">
      {notes ? (
        <p className={classes.notes} dir="auto" data-testid="order-notes">
          {notes}
        </p>
      ) : (
        <p className={classes.empty}>{t('notes.hint')}</p>
      )}
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)} data-testid="open-notes">
        {notes ? t('notes.edit') : t('notes.add')}
      </button>
      {open && <NotesDialog notes={state.form.notes} onSave={(next) => state.update({ notes: next })} onClose={() => setOpen(false)} />}
    </Section>
  );
}
