import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type TMenuFilters } from '../lib/menu-filters';
import type { TMenuIndex } from '../lib/menu-index';
import { FilterPanel } from './filter-panel';
import classes from './menu-toolbar.module.css';

type TToolbarProps = { index: TMenuIndex; filters: TMenuFilters; onChange: (filters: TMenuFilters) => void };

/** Search box and the filters button; the panel of filters opens below them. */
export function MenuToolbar({ index, filters, onChange }: TToolbarProps) {
  const { t } = useTranslation('diner-menu');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchId = useId();
  const count = activeFilterCount(filters);
  return (
    <div className={classes.toolbar}>
      <div className={classes.row} role="search">
        <label htmlFor={searchId} className="md-visually-hidden">
          {t('search.label')}
        </label>
        <div className={classes.searchBox}>
          <svg className={classes.searchIcon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" />
          </svg>
          <input
            id={searchId}
            className={classes.search}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('search.placeholder')}
            value={filters.query}
            onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
          />
        </div>
        <button
          type="button"
          className={`${classes.filtersButton} ${count > 0 ? classes.filtersActive : ''}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="filters-toggle"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {count > 0 ? t('filters.active', { count }) : t('filters.toggle')}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <FilterPanel index={index} filters={filters} onChange={onChange} />}
      </div>
    </div>
  );
}
