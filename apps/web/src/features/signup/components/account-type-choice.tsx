import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAccountType } from '@menudelite/shared/auth/contracts';

/** Venue owners go on to set up their venue; customers are done after this step. */
export function AccountTypeChoice({ value, onChange }: { value: TAccountType; onChange: (value: TAccountType) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('signup.account.typeLabel')} value={value} onChange={(next) => onChange(next as TAccountType)}>
      <Stack gap="xs" mt={6}>
        <Radio value="venue" label={t('signup.account.venue')} description={t('signup.account.venueHint')} />
        <Radio value="customer" label={t('signup.account.customer')} description={t('signup.account.customerHint')} />
      </Stack>
    </Radio.Group>
  );
}
