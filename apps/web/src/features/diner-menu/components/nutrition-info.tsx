import { useTranslation } from 'react-i18next';
import type { TNutrition } from '@menudelite/shared/menu/nutrition';
import { nutritionRows } from '../lib/nutrition-rows';
import { useMenuContext } from './menu-context';
import classes from './item-sheet.module.css';

/** SPEC section 3's nutrition fields, only those the venue filled in. */
export function NutritionInfo({ nutrition }: { nutrition: TNutrition }) {
  const { t } = useTranslation('diner-menu');
  const { language } = useMenuContext();
  const rows = nutritionRows(nutrition, language);
  if (rows.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby="item-nutrition-title">
      <h3 id="item-nutrition-title" className={classes.blockTitle}>
        {t('sheet.nutrition')}
      </h3>
      <table className={classes.nutrition} data-testid="nutrition">
        <caption className="md-visually-hidden">{t('sheet.perServing')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`nutrition.${row.key}`)}</th>
              <td>
                <bdi>
                  {row.value} {t(`nutrition.units.${row.unit}`)}
                </bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.muted}>{t('sheet.perServing')}</p>
    </section>
  );
}
