import './manager-pin-dialog.css';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPinPrompt } from '../lib/http/manager-approval';
import { ApiErrorAlert } from './api-error-alert';

type TAsking = { problem: unknown; answer: (pin: string | null) => void };

/**
 * Issue 8's manager override: mounted once in the staff frame, it answers the API client's
 * "a manager must approve this" by asking for a PIN; the client sends the action again with it.
 * A wrong PIN (or too many tries: 429) keeps the dialog open with the reason, translated by key.
 */
export function ManagerPinDialog() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<TAsking | null>(null);
  const [pin, setPin] = useState('');
  const [sending, setSending] = useState(false);
  const current = useRef<TAsking | null>(null);

  useEffect(
    () =>
      registerPinPrompt({
        ask: (_permission, problem) =>
          new Promise<string | null>((resolve) => {
            const next = { problem, answer: resolve };
            current.current = next;
            setSending(false);
            setPin('');
            setAsking(next);
          }),
        done: () => {
          current.current = null;
          setSending(false);
          setAsking(null);
        },
      }),
    [],
  );

  const close = () => {
    current.current?.answer(null);
    current.current = null;
    setAsking(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,6}$/.test(pin) || !current.current) return;
    setSending(true);
    current.current.answer(pin);
  };

  return (
    <Modal
      opened={asking !== null}
      onClose={close}
      title={t('managerPin.title')}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('managerPin.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="manager-pin-dialog">
        <Stack gap="sm">
          <Text size="sm">{t('managerPin.body')}</Text>
          <PasswordInput
            label={t('managerPin.pin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            autoFocus
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
            data-testid="manager-pin"
          />
          <ApiErrorAlert error={asking?.problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('managerPin.cancel')}
            </Button>
            <Button type="submit" loading={sending} disabled={!/^\d{4,6}$/.test(pin)} data-testid="manager-pin-approve">
              {t('managerPin.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
