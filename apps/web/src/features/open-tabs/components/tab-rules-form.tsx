import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAB_IDLE_MINUTES_MAX, TAB_IDLE_MINUTES_MIN, TAB_TIP_PERCENT_MAX, type TTabSettings } from '@menudelite/shared/tabs/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { fieldErrors, type TErrorText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useSaveTabSettings } from '../api/staff-tabs';
import { checkTabRules, type TTabRulesField } from '../lib/rules-form';

/** The venue's tab rules: how long a quiet table keeps its tab, and the tip added when it closes (empty: none). Starts from the saved rules. */
export function TabRulesForm({ settings }: { settings: TTabSettings }) {
  const { t } = useTranslation('open-tabs');
  const save = useSaveTabSettings();
  const [idle, setIdle] = useState<number | string>(settings.idleMinutes);
  const [tip, setTip] = useState<number | string>(settings.defaultTipPercent ?? '');
  const [problems, setProblems] = useState<Partial<Record<TTabRulesField, TErrorText>>>({});
  const { text } = useErrorText();
  // The form's own checks first (the server's keys), then what the server refused, field by field.
  const server = fieldErrors(save.error);
  const errorOf = (field: TTabRulesField) => {
    const problem = problems[field] ?? server[field]?.text;
    return problem ? text(problem) : undefined;
  };
  const submit = () => {
    const checked = checkTabRules({ idleMinutes: idle, defaultTipPercent: tip });
    setProblems(checked.errors ?? {});
    if (checked.settings) save.mutate(checked.settings);
  };
  return (
    <Card withBorder padding="md" radius="md" data-testid="tab-rules">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {t('rules.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rules.intro')}
          </Text>
        </div>
        <Group align="flex-start" gap="md" wrap="wrap">
          <NumberInput
            label={t('rules.idle')}
            description={t('rules.idleHint')}
            value={idle}
            onChange={setIdle}
            min={TAB_IDLE_MINUTES_MIN}
            max={TAB_IDLE_MINUTES_MAX}
            allowDecimal={false}
            error={errorOf('idleMinutes')}
            w={220}
            data-testid="tab-rules-idle"
          />
          <NumberInput
            label={t('rules.tip')}
            description={t('rules.tipHint')}
            value={tip}
            onChange={setTip}
            min={0}
            max={TAB_TIP_PERCENT_MAX}
            allowDecimal={false}
            suffix=" %"
            error={errorOf('defaultTipPercent')}
            w={220}
            data-testid="tab-rules-tip"
          />
        </Group>
        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end" gap="sm">
          {save.isSuccess && (
            <Text size="sm" c="teal.8" data-testid="tab-rules-saved">
              {t('rules.saved')}
            </Text>
          )}
          <Button onClick={submit} loading={save.isPending} data-testid="tab-rules-save">
            {t('rules.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
