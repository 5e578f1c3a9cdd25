import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ordersDashboardShot as dashboardShot, tableBillShot as billShot, usePageMeta } from '../../public-info/public';
import menuShot from '../assets/diner-menu.webp';
import site from '../components/site.module.css';
import { DEMO_MENU_PATH } from '../content/demo';
import classes from './home-page.module.css';

/* The pictures are real screenshots of the seeded demo venue (docs/public-site.md says how they were taken); sizes are the files'. */
const POINTS = ['order', 'pay', 'grow'] as const;
const MORE = [
  { to: '/businesses', key: 'businesses' },
  { to: '/customers', key: 'customers' },
  { to: '/pricing', key: 'pricing' },
] as const;

/**
 * `/` (issue 12): what MenuDelite does, for a venue owner, in one screen: the promise, the calls to
 * sign up, sign in and open the demo menu, and the product as it really looks.
 */
export function HomePage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta({ title: t('home.meta.title'), description: t('home.meta.description'), path: '/', language: i18n.language, image: dashboardShot });

  return (
    <article className={classes.page} data-testid="home-page">
      <header className={classes.hero}>
        <div className={classes.heroText}>
          <p className={site.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={site.title} data-testid="home-title">
            {t('home.title')}
          </h1>
          <p className={site.lead}>{t('home.lead')}</p>
          <div className={site.actions}>
            <Link to="/signup" className={site.primary} data-testid="home-signup">
              {t('home.signUp')}
            </Link>
            <Link to="/signin" className={site.secondary} data-testid="home-signin">
              {t('home.signIn')}
            </Link>
            <Link to={DEMO_MENU_PATH} className={site.subtle} data-testid="home-demo-menu">
              {t('home.demo')}
            </Link>
          </div>
        </div>
        <figure className={classes.heroShot}>
          <img src={menuShot} width={480} height={1040} alt={t('home.shots.menuAlt')} className={classes.phone} fetchPriority="high" />
          <figcaption>{t('home.shots.menu')}</figcaption>
        </figure>
      </header>

      <section className={classes.block} aria-labelledby="home-shots">
        <h2 id="home-shots" className={site.blockTitle}>
          {t('home.shots.title')}
        </h2>
        <div className={classes.shots}>
          <figure className={classes.wide} data-testid="home-shot-dashboard">
            <img src={dashboardShot} width={1280} height={800} alt={t('home.shots.dashboardAlt')} loading="lazy" className={classes.screen} />
            <figcaption>{t('home.shots.dashboard')}</figcaption>
          </figure>
          <figure className={classes.phoneFigure} data-testid="home-shot-bill">
            <img src={billShot} width={480} height={1040} alt={t('home.shots.billAlt')} loading="lazy" className={classes.phone} />
            <figcaption>{t('home.shots.bill')}</figcaption>
          </figure>
        </div>
      </section>

      <section className={classes.block} aria-labelledby="home-points">
        <h2 id="home-points" className={site.blockTitle}>
          {t('home.points.title')}
        </h2>
        <div className={classes.cards}>
          {POINTS.map((id) => (
            <div key={id} className={classes.card}>
              <h3 className={classes.cardTitle}>{t(`home.points.${id}.title`)}</h3>
              <p className={classes.text}>{t(`home.points.${id}.body`)}</p>
            </div>
          ))}
        </div>
      </section>

      <nav className={site.closing} aria-labelledby="home-more">
        <h2 id="home-more" className={site.blockTitle}>
          {t('home.more.title')}
        </h2>
        <div className={site.actions}>
          {MORE.map((link) => (
            <Link key={link.to} to={link.to} className={site.secondary}>
              {t(`home.more.${link.key}`)}
            </Link>
          ))}
        </div>
      </nav>
    </article>
  );
}
