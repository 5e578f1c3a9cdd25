import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TPaymentLink, TSendChannel } from '@menudelite/shared/delitepay/contracts';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { fieldErrors, keyText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useSendLink } from '../api/links';
import { sendRequestOf, validateSend, type TSendValues } from '../lib/send-form';

type TProps = { link: TPaymentLink; venueLanguage: TLanguage; onClose: () => void };

/** Sends the link by e-mail or text message, written in the payer's language (the venue's by default). */
export function SendLinkModal({ link, venueLanguage, onClose }: TProps) {
  const { t } = useTranslation('delitepay-admin');
  const { text } = useErrorText();
  const send = useSendLink();
  const form = useForm<TSendValues>({
    mode: 'controlled',
    initialValues: { channel: 'email', email: '', phone: '', language: venueLanguage },
    validate: (values) => Object.fromEntries(Object.entries(validateSend(values)).map(([field, key]) => [field, text(keyText(key))])),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { id: link.id, body: sendRequestOf(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          for (const [path, detail] of Object.entries(fieldErrors(error))) form.setFieldError(path, text(detail.text));
        },
      },
    ),
  );
  const channel = form.values.channel;
  return (
    <Modal opened onClose={onClose} title={t('send.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="send-link-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <bdi>{link.description}</bdi>
          </Text>
          <Radio.Group label={t('send.how')} data-testid="send-channel" {...form.getInputProps('channel')}>
            <Group gap="lg" mt={4}>
              {(['email', 'sms'] as TSendChannel[]).map((value) => (
                <Radio key={value} value={value} label={t(`send.${value}`)} data-testid={`send-channel-${value}`} />
              ))}
            </Group>
          </Radio.Group>
          {channel === 'email' ? (
            <TextInput
              key="email"
              type="email"
              dir="ltr"
              label={t('send.emailLabel')}
              required
              autoComplete="off"
              data-testid="send-email"
              {...form.getInputProps('email')}
            />
          ) : (
            <TextInput
              key="phone"
              type="tel"
              dir="ltr"
              label={t('send.phoneLabel')}
              description={t('send.phoneHint')}
              required
              autoComplete="off"
              data-testid="send-phone"
              {...form.getInputProps('phone')}
            />
          )}
          <Select
            label={t('send.language')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }))}
            allowDeselect={false}
            searchable
            data-testid="send-language"
            {...form.getInputProps('language')}
          />
          <ApiErrorAlert error={send.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="send-submit">
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
