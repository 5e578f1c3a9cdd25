import { useEffect } from 'react';

/** The browser tab names the page first, so several open tabs stay tellable apart. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · MenuDelite` : 'MenuDelite';
  }, [title]);
}
