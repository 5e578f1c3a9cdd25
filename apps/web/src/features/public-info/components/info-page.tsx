import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInfoAction, TInfoPageContent } from '../content/info-page-content';
import { usePageMeta } from '../lib/page-meta';
import { InfoIcon } from './info-icon';
import classes from './info-page.module.css';

/** Links styled as buttons (plain CSS, no Mantine): shade 8 of blue, so white on it and it on white pass WCAG AA. */
const BUTTON_CLASS = { primary: classes.primary, secondary: classes.secondary, subtle: classes.subtle } as const;

function Actions({ actions, place }: { actions: readonly TInfoAction[]; place: 'hero' | 'closing' }) {
  const { t } = useTranslation('public-info');
  return (
    <div className={classes.actions}>
      {actions.map((action) => (
        <Link key={action.to} to={action.to} className={BUTTON_CLASS[action.kind]} data-testid={place === 'hero' ? action.testId : `${action.testId}-closing`}>
          {t(action.labelKey)}
        </Link>
      ))}
    </div>
  );
}

/**
 * The layout of every product info page (issue 12): a hero with its picture, highlight cards,
 * numbered steps, text sections, questions and a closing call to action. Plain elements and one
 * CSS module, no Mantine, so the pages can live in a Mantine-free frame. `image` is
 * the link preview (og:image), 1200 x 630.
 */
export function InfoPage({
  content,
  illustration,
  image,
  pictureHasAlt = false,
}: {
  content: TInfoPageContent;
  illustration?: ReactNode;
  image?: string;
  /** A screenshot with its own alt text is read out; a drawn illustration (its words repeat the page's) is not. */
  pictureHasAlt?: boolean;
}) {
  const { t, i18n } = useTranslation('public-info');
  const { page } = content;
  // Every string of the page, with the page's own values (an address, a price) filled in, each
  // isolated left to right so an address keeps its slashes in place inside Arabic text.
  const values = Object.fromEntries(Object.entries(content.values ?? {}).map(([name, value]) => [name, `\u2066${value}\u2069`]));
  const text = (key: string) => t(`${page}.${key}`, values);
  usePageMeta({ title: text('meta.title'), description: text('meta.description'), path: content.path, language: i18n.language, image });
  const closingActions = content.actions.filter((action) => action.kind !== 'subtle');

  return (
    <article className={classes.page} data-testid="info-page" data-page={page}>
      <header className={classes.hero}>
        <div className={classes.heroText}>
          <p className={classes.eyebrow}>{text(`hero.eyebrow`)}</p>
          <h1 className={classes.title} data-testid="info-title">
            {text(`hero.title`)}
          </h1>
          <p className={classes.lead}>{text(`hero.lead`)}</p>
          <Actions actions={content.actions} place="hero" />
        </div>
        {illustration && (
          <div className={classes.heroPicture} aria-hidden={pictureHasAlt ? undefined : true} data-testid="info-picture">
            {illustration}
          </div>
        )}
      </header>

      <section className={classes.block} aria-labelledby="info-highlights">
        <h2 id="info-highlights" className={classes.blockTitle}>
          {text(`highlights.title`)}
        </h2>
        <div className={classes.cards}>
          {content.highlights.map(({ id, icon }) => (
            <div key={id} className={classes.card}>
              <span className={classes.icon}>
                <InfoIcon icon={icon} />
              </span>
              <h3 className={classes.cardTitle}>{text(`highlights.${id}.title`)}</h3>
              <p className={classes.text}>{text(`highlights.${id}.body`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={classes.block} aria-labelledby="info-steps">
        <h2 id="info-steps" className={classes.blockTitle}>
          {text(`steps.title`)}
        </h2>
        <ol className={classes.steps}>
          {content.steps.map((id, index) => (
            <li key={id} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {(index + 1).toLocaleString(i18n.language)}
              </span>
              <div>
                <h3 className={classes.cardTitle}>
                  <span className={classes.visuallyHidden}>{t('common.step', { number: index + 1 })} </span>
                  {text(`steps.${id}.title`)}
                </h3>
                <p className={classes.text}>{text(`steps.${id}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {content.sections.map((section) => (
        <section
          key={section.id}
          className={`${classes.block} ${classes.split}`}
          aria-labelledby={`info-${section.id}`}
          data-testid={`info-section-${section.id}`}
        >
          <div>
            <span className={classes.icon}>
              <InfoIcon icon={section.icon} />
            </span>
            <h2 id={`info-${section.id}`} className={classes.blockTitle}>
              {text(`sections.${section.id}.title`)}
            </h2>
            <p className={classes.text}>{text(`sections.${section.id}.body`)}</p>
          </div>
          <div>
            {section.points && (
              <ul className={classes.points}>
                {section.points.map((point) => (
                  <li key={point} data-testid={`info-point-${point}`}>
                    {text(`sections.${section.id}.points.${point}`)}
                  </li>
                ))}
              </ul>
            )}
            {section.note && <p className={classes.note}>{text(`sections.${section.id}.note`)}</p>}
          </div>
        </section>
      ))}

      <section className={classes.block} aria-labelledby="info-faq">
        <h2 id="info-faq" className={classes.blockTitle}>
          {t([`${page}.faqTitle`, 'common.faqTitle'])}
        </h2>
        <div className={classes.faq}>
          {content.faq.map((id) => (
            <details key={id} className={classes.question}>
              <summary>{text(`faq.${id}.question`)}</summary>
              <p className={classes.text}>{text(`faq.${id}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>

      <section className={classes.closing} aria-labelledby="info-closing">
        <h2 id="info-closing" className={classes.blockTitle}>
          {text(`cta.title`)}
        </h2>
        <p className={classes.lead}>{text(`cta.body`)}</p>
        <Actions actions={closingActions} place="closing" />
      </section>
    </article>
  );
}
