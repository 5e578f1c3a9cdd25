import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { isHttpError } from '../../../lib/http/http-error';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { priceCart, useCart } from '../../cart/public';
import { usePublicMenu } from '../api/get-public-menu';
import { availabilityNotices } from '../lib/availability-notices';
import { brandStyle } from '../lib/brand-style';
import { useDinerLanguage } from '../lib/diner-language';
import { NO_FILTERS, activeFilterCount, filterMenu, firstCards, type TMenuFilters } from '../lib/menu-filters';
import { indexMenu, type TMenuSectionWithItems } from '../lib/menu-index';
import { useRenderLimit } from '../lib/use-render-limit';
import { AvailabilityNotices } from './availability-notices';
import { CartBar } from './cart-bar';
import { MenuContext } from './menu-context';
import { MenuHeader } from './menu-header';
import { MenuSections } from './menu-sections';
import { MenuToolbar } from './menu-toolbar';
import { OpeningTimes } from './opening-times';
import { PromoBanners } from './promo-banners';
import { SectionBar } from './section-bar';
import { DinerLoading, LoadError, MenuNotFound } from './status-screens';
import { AddedToast } from './added-toast';
import { VenuePopup } from './venue-popup';
import classes from './menu-screen.module.css';

// The sheets load on first use (and are fetched when the browser is idle), keeping the first load light.
const loadItemSheet = () => import('./item-sheet');
const loadCartSheet = () => import('./cart-sheet');
const ItemSheet = lazy(loadItemSheet);
const CartSheet = lazy(loadCartSheet);
/** At a table: the ordering issue's "Call waiter" button, its own small chunk after the menu. */
const CallWaiterButton = lazy(() => import('../../call-waiter/public').then((m) => ({ default: m.CallWaiterButton })));
/** At a table: "View bill / pay" (issue 9), its own small chunk after the menu, shown once the table's bill has lines. */
const BillEntryLink = lazy(() => import('../../table-bill/public').then((m) => ({ default: m.BillEntryLink })));

/** Enough cards to fill the first screen of a phone or a desktop (two columns). */
const FIRST_SCREEN_CARDS = 6;
const NO_SECTIONS: TMenuSectionWithItems[] = [];

export type TMenuScreenProps = {
  restaurantId: string;
  /** At a table (/eat/:tableCode): shown in the header, and its checkout is where "Checkout" leads. */
  table: { code: string; displayId: string } | null;
  onLanguageChange: (language: TLanguage) => void;
};

/** The diner's menu of a venue, at a table or on the venue's public menu page. */
export function MenuScreen(props: TMenuScreenProps) {
  const menu = usePublicMenu(props.restaurantId);
  if (menu.isPending) return <DinerLoading />;
  if (menu.isError) return isHttpError(menu.error) && menu.error.status === 404 ? <MenuNotFound /> : <LoadError onRetry={() => void menu.refetch()} />;
  return <LoadedMenu menu={menu.data} {...props} />;
}

function LoadedMenu({ menu, table, onLanguageChange }: TMenuScreenProps & { menu: TPublicMenu }) {
  const { t } = useTranslation('diner-menu');
  const language = useDinerLanguage();
  const { restaurant } = menu;
  const index = useMemo(() => indexMenu(menu), [menu]);
  const context = useMemo(() => ({ index, language, currency: restaurant.currency }), [index, language, restaurant.currency]);
  const [filters, setFilters] = useState<TMenuFilters>(NO_FILTERS);
  // Typing stays responsive: the cards re-filter in a background render.
  const deferredFilters = useDeferredValue(filters);
  const sections = useMemo(() => filterMenu(index, deferredFilters, language), [index, deferredFilters, language]);
  const sectionList = useMemo(() => sections.map((entry) => entry.section), [sections]);
  const cardCount = useMemo(() => sections.reduce((count, entry) => count + entry.items.length, 0), [sections]);
  const renderLimit = useRenderLimit(cardCount, FIRST_SCREEN_CARDS);
  const firstRendered = useMemo(() => firstCards(sections, renderLimit), [sections, renderLimit]);
  // The header and toolbar commit first; the cards follow in a background render React can slice,
  // so the menu's arrival is several short tasks instead of one long one.
  const rendered = useDeferredValue(firstRendered, NO_SECTIONS);
  const renderedIds = useMemo(() => rendered.map((entry) => entry.section.id), [rendered]);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [added, setAdded] = useState<{ name: string; at: number } | null>(null);
  const [lines, updateCart] = useCart(restaurant.id);
  const cart = useMemo(() => priceCart(lines, index), [lines, index]);
  const style = useMemo(() => brandStyle(restaurant), [restaurant]);
  const filtering = activeFilterCount(deferredFilters) > 0 || deferredFilters.query.trim() !== '';
  useDocumentTitle(restaurant.name);
  usePrefetchWhenIdle();
  const openItem = useCallback((itemId: string) => setOpenItemId(itemId), []);

  return (
    <MenuContext value={context}>
      <div className={`${classes.page} ${cart.lines.length > 0 ? classes.withCartBar : ''}`} style={style} data-testid="diner-menu">
        <div className={classes.container}>
          <MenuHeader restaurant={restaurant} tableDisplayId={table?.displayId ?? null} language={language} onLanguageChange={onLanguageChange} />
          <main className={classes.main}>
            <AvailabilityNotices notices={availabilityNotices(menu.availability, restaurant, { atTable: table !== null })} />
            {table && (
              <Suspense fallback={null}>
                <BillEntryLink tableCode={table.code} />
              </Suspense>
            )}
            <PromoBanners banners={restaurant.promoBanners} />
            <OpeningTimes menu={menu} />
            <MenuToolbar index={index} filters={filters} onChange={setFilters} />
            <SectionBar sections={sectionList} renderedIds={renderedIds} />
            <p className="md-visually-hidden" aria-live="polite">
              {filtering ? t('filters.results', { count: cardCount }) : ''}
            </p>
            {sections.length === 0 ? <p className={classes.empty}>{t('filters.noResults')}</p> : <MenuSections sections={rendered} onOpenItem={openItem} />}
          </main>
        </div>
        <CartBar cart={cart} onOpen={() => setCartOpen(true)} />
        <Suspense fallback={null}>
          {openItemId && (
            <ItemSheet
              itemId={openItemId}
              onClose={() => setOpenItemId(null)}
              onOpenItem={setOpenItemId}
              onAdded={(name) => {
                setOpenItemId(null);
                setAdded({ name, at: Date.now() });
              }}
            />
          )}
          {cartOpen && (
            <CartSheet
              cart={cart}
              updateCart={updateCart}
              onClose={() => setCartOpen(false)}
              checkoutPath={
                table
                  ? `/eat/${encodeURIComponent(table.code)}/checkout`
                  : `/${restaurant.isHotel ? 'hotels' : 'restaurants'}/${encodeURIComponent(restaurant.id)}/checkout`
              }
              acceptingOrders={menu.availability.acceptingOrders}
            />
          )}
        </Suspense>
        {table && (
          <Suspense fallback={null}>
            <CallWaiterButton tableCode={table.code} raised={cart.lines.length > 0} />
          </Suspense>
        )}
        <AddedToast added={added} />
        <VenuePopup restaurantId={restaurant.id} popup={restaurant.popup} />
      </div>
    </MenuContext>
  );
}

/** Fetch the two sheets' code once the menu is on screen and the phone has nothing better to do. */
function usePrefetchWhenIdle(): void {
  useEffect(() => {
    const prefetch = () => {
      void loadItemSheet();
      void loadCartSheet();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(timer);
  }, []);
}
