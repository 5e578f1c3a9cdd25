import '../team-admin.css';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { hasPermission } from '@menudelite/shared/team/permissions';
import type { TTeamMe } from '@menudelite/shared/team/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { signInRedirectUrl } from '../../../lib/navigation/safe-redirect';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useSession } from '../../../lib/session/session-store';
import { useTeamMeQuery } from '../../../lib/session/team-me';
import { AuditTab } from '../components/audit-tab';
import { MembersTab } from '../components/members-tab';
import { RolesTab } from '../components/roles-tab';

const TABS = ['members', 'roles', 'audit'] as const;
type TTab = (typeof TABS)[number];

function tabsFor(me: TTeamMe): TTab[] {
  const manage = hasPermission(me.permissions, 'users.manage');
  return [...(manage ? (['members', 'roles'] as const) : []), ...(hasPermission(me.permissions, 'audit.view') ? (['audit'] as const) : [])];
}

function Team({ me }: { me: TTeamMe }) {
  const { t, i18n } = useTranslation('team-admin');
  const [params, setParams] = useSearchParams();
  const venue = useCurrentRestaurantQuery().data;
  const timeZone = venue?.timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The audit log and dates read the venue's clock, whatever the device's zone.
  const formatTime = useMemo(() => venueTimeFormatter(i18n.language, timeZone), [i18n.language, timeZone]);
  const formatDate = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
    return (iso: string) => date.format(new Date(iso));
  }, [i18n.language, timeZone]);
  const tabs = tabsFor(me);
  const asked = params.get('tab') as TTab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  if (!tab) return <Alert color="yellow">{t('noAccess')}</Alert>;

  return (
    <Tabs value={tab} onChange={(next) => next && setParams(next === tabs[0] ? {} : { tab: next }, { replace: true })} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
            {t(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="members">
        <MembersTab me={me} language={venue?.defaultLanguage ?? i18n.language} formatDate={formatDate} />
      </Tabs.Panel>
      <Tabs.Panel value="roles">
        <RolesTab />
      </Tabs.Panel>
      <Tabs.Panel value="audit">
        <AuditTab formatTime={formatTime} currency={venue?.currency ?? 'eur'} canListMembers={hasPermission(me.permissions, 'users.manage')} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** /users (issue 8): the venue's team, custom roles and the audit log. Routed without the business check (SPEC section 6). */
export function UsersPage() {
  const { t } = useTranslation('team-admin');
  const { user } = useSession();
  const me = useTeamMeQuery();
  useDocumentTitle(t('title'));
  if (!user) return <Navigate to={signInRedirectUrl('/users')} replace />;
  return (
    <Stack gap="md" maw={860} data-testid="users-page">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <ApiErrorAlert error={me.error} />
      {me.data === null && <Alert color="yellow">{t('noAccess')}</Alert>}
      {me.data && <Team me={me.data} />}
    </Stack>
  );
}
