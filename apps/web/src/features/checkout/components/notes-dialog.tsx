import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../diner-menu/public';
import buttons from '../../../components/diner/buttons.module.css';
import form from '../../../components/diner/form.module.css';

/** The server keeps up to 500 characters of order notes. */
const MAX_NOTES = 500;

type TNotesDialogProps = { notes: string; onSave: (notes: string) => void; onClose: () => void };

/** SPEC's notes dialog: allergies or special requests; Cancel leaves the notes as they were, Save keeps the new text. */
export function NotesDialog({ notes, onSave, onClose }: TNotesDialogProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState(notes);
  const id = useId();
  const footer = (
    <div className={buttons.row}>
      <button type="button" className={buttons.secondary} onClick={onClose} data-testid="notes-cancel">
        {t('notes.cancel')}
      </button>
      <button
        type="button"
        className={buttons.primary}
        onClick={() => {
          onSave(draft.trim());
          onClose();
        }}
        data-testid="notes-save"
      >
        {t('notes.save')}
      </button>
    </div>
  );
  return (
    <Sheet title={t('notes.title')} closeLabel={t('notes.cancel')} onClose={onClose} footer={footer} placement="center" testId="notes-dialog">
      <label htmlFor={id} className={form.label}>
        {t('notes.label')}
      </label>
      <textarea
        id={id}
        className={form.input}
        rows={4}
        value={draft}
        maxLength={MAX_NOTES}
        placeholder={t('notes.placeholder')}
        onChange={(event) => setDraft(event.currentTarget.value)}
        dir="auto"
        data-testid="notes-input"
      />
      <p className={form.hint}>{t('notes.count', { count: draft.length, max: MAX_NOTES })}</p>
    </Sheet>
  );
}
