import { marked } from 'marked';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageMeta } from '../../public-info/public';
import { loadLegalDocument, type TLegalDocument, type TLegalPage } from '../lib/legal-content';
import classes from './legal-page.module.css';

/** The route names its page: `handle: { legalPage: 'privacy-policy' }`. */
function useLegalPage(): TLegalPage {
  const handle = useMatches().at(-1)?.handle as { legalPage?: TLegalPage } | undefined;
  return handle?.legalPage ?? 'terms-of-service';
}

/**
 * /terms-of-service, /privacy-policy and /draw-terms (issue 12): the page's markdown in the
 * visitor's language, or English with a translated notice. The markdown is the repository's own
 * text (never a visitor's), so its HTML is shown as marked makes it.
 */
export function LegalPage() {
  const { t, i18n } = useTranslation('legal');
  const page = useLegalPage();
  const language = i18n.language;
  const [legal, setLegal] = useState<TLegalDocument | null>(null);
  useEffect(() => {
    let current = true;
    void loadLegalDocument(page, language).then((loaded) => current && setLegal(loaded));
    return () => {
      current = false;
    };
  }, [page, language]);
  usePageMeta({ title: t(`${page}.title`), description: t(`${page}.description`), path: `/${page}`, language });
  const html = useMemo(() => (legal ? (marked.parse(legal.body, { async: false }) as string) : ''), [legal]);
  const date = legal ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${legal.lastUpdated}T00:00:00Z`)) : '';

  return (
    <article className={classes.page} data-testid="legal-page" data-page={page}>
      <header className={classes.header}>
        <h1 className={classes.title} data-testid="legal-title">
          {t(`${page}.title`)}
        </h1>
        <p className={classes.updated} data-testid="legal-updated">
          {legal ? (
            <>
              {t('lastUpdated')} <time dateTime={legal.lastUpdated}>{date}</time>
            </>
          ) : (
            '\u00a0'
          )}
        </p>
        {legal && legal.language !== language && (
          <p className={classes.notice} data-testid="legal-english-only" role="note">
            {t('englishOnly')}
          </p>
        )}
      </header>
      {legal && (
        <div
          className={classes.body}
          lang={legal.language}
          dir={legal.language === 'ar' ? 'rtl' : 'ltr'}
          data-testid="legal-body"
          // The repository's own markdown, rendered by marked: no visitor's text reaches it.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </article>
  );
}
