import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../public-info/public';
import site from '../components/site.module.css';
import { DEMO_MENU_PATH } from '../content/demo';
import { PLAN_CURRENCY, PLAN_ROWS, PLANS, type TPlanCell } from '../content/plans';
import { defaultProcessingFee, formatMoney } from '../lib/fees';
import classes from './pricing-page.module.css';

function Cell({ value }: { value: TPlanCell }) {
  const { t } = useTranslation('public');
  if (typeof value === 'string') return <>{t(`pricing.values.${value}`)}</>;
  return (
    <span className={value ? classes.yes : classes.no}>
      <span aria-hidden="true">{value ? '✓' : '–'}</span>
      <span className={classes.visuallyHidden}>{t(value ? 'pricing.included' : 'pricing.notIncluded')}</span>
    </span>
  );
}

/**
 * /pricing (issue 12): the plans (content/plans.ts) as a real table, scrolled sideways on a phone
 * with its first column pinned, then the order fee and the card processing fee in plain words,
 * the latter read from the shared pricing constants.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation('public');
  const language = i18n.language;
  usePageMeta({ title: t('pricing.meta.title'), description: t('pricing.meta.description'), path: '/pricing', language });
  const fee = defaultProcessingFee(PLAN_CURRENCY, language);

  return (
    <article className={classes.page} data-testid="pricing-page">
      <header className={classes.header}>
        <h1 className={site.title}>{t('pricing.title')}</h1>
        <p className={site.lead}>{t('pricing.lead')}</p>
      </header>

      <div className={classes.tableBlock}>
        <p className={classes.hint} aria-hidden="true">
          {t('pricing.scrollHint')} <span className={classes.arrow}>↔</span>
        </p>
        {/* A focusable scroll area, so a keyboard can scroll it too. */}
        <div className={classes.scroller} tabIndex={0} role="region" aria-label={t('pricing.caption')}>
          <table className={classes.table} data-testid="pricing-table">
            <caption className={classes.caption}>{t('pricing.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={classes.corner}>
                  {t('pricing.feature')}
                </th>
                {PLANS.map((plan) => (
                  <th key={plan.id} scope="col" className={plan.highlighted ? classes.highlighted : undefined} data-testid={`plan-${plan.id}`}>
                    {plan.highlighted && <span className={classes.badge}>{t('pricing.recommended')}</span>}
                    <span className={classes.planName}>{t(`pricing.plans.${plan.id}.name`)}</span>
                    <span className={classes.summary}>{t(`pricing.plans.${plan.id}.summary`)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('pricing.rows.price')}</th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className={plan.highlighted ? classes.highlighted : undefined}>
                    <span className={classes.price}>{formatMoney(plan.monthlyMinor, PLAN_CURRENCY, language)}</span> {t('pricing.perMonth')}
                  </td>
                ))}
              </tr>
              {PLAN_ROWS.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{t(`pricing.rows.${row.id}`)}</th>
                  {row.cells.map((cell, index) => (
                    <td key={PLANS[index]!.id} className={PLANS[index]!.highlighted ? classes.highlighted : undefined}>
                      <Cell value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <section className={classes.fees} aria-labelledby="pricing-fees" data-testid="pricing-fees">
        <h2 id="pricing-fees" className={site.blockTitle}>
          {t('pricing.fees.title')}
        </h2>
        <div className={classes.feeCards}>
          <div className={classes.feeCard} data-testid="pricing-order-fee">
            <h3 className={classes.feeTitle}>{t('pricing.fees.orderFee.title')}</h3>
            <p className={classes.text}>{t('pricing.fees.orderFee.body')}</p>
          </div>
          <div className={classes.feeCard} data-testid="pricing-processing-fee">
            <h3 className={classes.feeTitle}>{t('pricing.fees.processingFee.title')}</h3>
            <p className={classes.text}>{t('pricing.fees.processingFee.body', { percent: `\u2066${fee.percent}\u2069`, fixed: `\u2066${fee.fixed}\u2069` })}</p>
          </div>
        </div>
        <p className={classes.note}>{t('pricing.fees.note')}</p>
      </section>

      <section className={site.closing} aria-labelledby="pricing-cta">
        <h2 id="pricing-cta" className={site.blockTitle}>
          {t('pricing.cta.title')}
        </h2>
        <p className={site.lead}>{t('pricing.cta.body')}</p>
        <div className={site.actions}>
          <Link to="/signup" className={site.primary} data-testid="pricing-signup">
            {t('home.signUp')}
          </Link>
          <Link to={DEMO_MENU_PATH} className={site.secondary}>
            {t('home.demo')}
          </Link>
        </div>
      </section>
    </article>
  );
}
