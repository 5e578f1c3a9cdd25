import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passIdentifierFrom } from '../lib/pass-input';

/** "Scan / enter pass": a scanner types into the field like a keyboard; a phone camera opens the QR's address directly. */
export function ScanEntry() {
  const { t } = useTranslation('loyalty-admin');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = passIdentifierFrom(value);
    if (!id) {
      setInvalid(true);
      return;
    }
    void navigate(`/loyalty/redeem/${id}`);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Text fw={600} mb={4}>
          {t('scan.title')}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {t('scan.hint')}
        </Text>
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label={t('scan.label')}
            placeholder={t('scan.placeholder')}
            value={value}
            maxLength={200}
            autoComplete="off"
            data-testid="scan-input"
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? t('scan.invalid') : undefined}
          />
          <Button type="submit" data-testid="scan-open">
            {t('scan.open')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
