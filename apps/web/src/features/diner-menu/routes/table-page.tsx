import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import { isHttpError } from '../../../lib/http/http-error';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { publicMenuQuery } from '../api/get-public-menu';
import { usePublicTable } from '../api/get-public-table';
import { MenuScreen } from '../components/menu-screen';
import { DinerLoading, LoadError, TableNotFound } from '../components/status-screens';
import { WelcomeScreen } from '../components/welcome-screen';
import { tableMenuPath, useDinerLanguage } from '../lib/diner-language';

/**
 * /eat/:tableCode and /eat/:tableCode/:language. Without a language the venue's welcome screen
 * asks for one (tap to start); with one, the menu opens straight away in it. An unknown or
 * inactive code shows the friendly "table not found" page.
 */
export function TablePage() {
  const { tableCode = '', language: languageParam } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const table = usePublicTable(tableCode);
  const language = useDinerLanguage();
  const urlLanguage = isLanguage(languageParam) ? languageParam : null;
  const restaurantId = table.data?.restaurantId;

  // main.tsx applies the URL's language before the first paint; this covers moving between links in the app.
  useEffect(() => {
    if (urlLanguage) void changeLanguage(urlLanguage);
  }, [urlLanguage]);

  // While the diner picks a language, the menu downloads.
  useEffect(() => {
    if (restaurantId) void queryClient.prefetchQuery(publicMenuQuery(restaurantId));
  }, [queryClient, restaurantId]);

  if (table.isPending) return <DinerLoading />;
  if (table.isError) return isHttpError(table.error) && table.error.status === 404 ? <TableNotFound /> : <LoadError onRetry={() => void table.refetch()} />;

  if (!urlLanguage) {
    return (
      <WelcomeScreen
        table={table.data}
        language={language}
        onChooseLanguage={(chosen) => void changeLanguage(chosen)}
        onStart={(chosen) => void navigate(tableMenuPath(tableCode, chosen))}
      />
    );
  }
  return (
    <MenuScreen
      restaurantId={table.data.restaurantId}
      table={{ code: tableCode, displayId: table.data.table.tableDisplayId }}
      onLanguageChange={(chosen: TLanguage) => {
        void changeLanguage(chosen);
        void navigate(tableMenuPath(tableCode, chosen), { replace: true });
      }}
    />
  );
}
