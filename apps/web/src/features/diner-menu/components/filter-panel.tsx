import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translated } from '@menudelite/shared/menu/translate';
import { allergenName } from '../lib/allergen-name';
import { NO_FILTERS, activeFilterCount, filterChoices, toggleId, type TMenuFilters } from '../lib/menu-filters';
import type { TMenuIndex } from '../lib/menu-index';
import { useMenuContext } from './menu-context';
import classes from './filter-panel.module.css';

type TPanelProps = { index: TMenuIndex; filters: TMenuFilters; onChange: (filters: TMenuFilters) => void };

/** Menu type (breakfast, lunch ...), "free from" allergens and dietary descriptors, as toggle buttons. */
export function FilterPanel({ index, filters, onChange }: TPanelProps) {
  const { t } = useTranslation('diner-menu');
  const { language } = useMenuContext();
  const choices = filterChoices(index);
  return (
    <div className={classes.panel} data-testid="filter-panel">
      {choices.menuTypes.length > 0 && (
        <Group legend={t('filters.menuType')}>
          <Toggle pressed={filters.menuTypeTagId === null} onClick={() => onChange({ ...filters, menuTypeTagId: null })}>
            {t('filters.allMenus')}
          </Toggle>
          {choices.menuTypes.map((menu) => (
            <Toggle key={menu.tagId} pressed={filters.menuTypeTagId === menu.tagId} onClick={() => onChange({ ...filters, menuTypeTagId: menu.tagId })}>
              {translated(menu, 'name', language)}
            </Toggle>
          ))}
        </Group>
      )}
      {choices.allergens.length > 0 && (
        <Group legend={t('filters.freeFrom')}>
          {choices.allergens.map((allergen) => (
            <Toggle
              key={allergen.id}
              pressed={filters.freeFrom.includes(allergen.id)}
              onClick={() => onChange({ ...filters, freeFrom: toggleId(filters.freeFrom, allergen.id) })}
            >
              {allergenName(allergen, t, language)}
            </Toggle>
          ))}
        </Group>
      )}
      {choices.descriptors.length > 0 && (
        <Group legend={t('filters.dietary')}>
          {choices.descriptors.map((descriptor) => (
            <Toggle
              key={descriptor.id}
              pressed={filters.descriptors.includes(descriptor.id)}
              onClick={() => onChange({ ...filters, descriptors: toggleId(filters.descriptors, descriptor.id) })}
            >
              {allergenName(descriptor, t, language)}
            </Toggle>
          ))}
        </Group>
      )}
      {activeFilterCount(filters) > 0 && (
        <button type="button" className={classes.clear} onClick={() => onChange({ ...NO_FILTERS, query: filters.query })}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.toggles}>{children}</div>
    </fieldset>
  );
}

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={classes.toggle} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
