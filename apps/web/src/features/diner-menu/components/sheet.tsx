import { useEffect, useId, useRef, type ReactNode } from 'react';
import classes from './sheet.module.css';

type TSheetProps = {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Stays in view under the scrolling content (the "Add to cart" button). */
  footer?: ReactNode;
  /** 'bottom' slides up from the bottom on phones; 'center' is a small dialog (the venue's popup). */
  placement?: 'bottom' | 'center';
  testId?: string;
};

/**
 * A modal sheet on the native <dialog>: the browser gives focus trapping, Escape to close, the top
 * layer and inert page behind it, with no library. A click on the backdrop closes it too.
 */
export function Sheet({ title, closeLabel, onClose, children, footer, placement = 'bottom', testId }: TSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // No close in a cleanup: removing the element ends the modal, and StrictMode's second run must not close it.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      className={`${classes.sheet} ${placement === 'center' ? classes.center : classes.bottom}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      data-testid={testId}
    >
      <div className={classes.frame}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} onClick={close} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={classes.body}>{children}</div>
        {footer && <div className={classes.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
