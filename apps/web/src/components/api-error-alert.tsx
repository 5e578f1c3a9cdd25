import { Alert, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorCode } from '@menudelite/shared/errors';
import { isHttpError } from '../lib/http/http-error';

/** Error codes with a translated sentence; for the others the API's own message is shown. */
const TRANSLATED_CODES: Partial<Record<TErrorCode, string>> = {
  INVALID_CREDENTIALS: 'errors.codes.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'errors.codes.EMAIL_TAKEN',
  RATE_LIMITED: 'errors.codes.RATE_LIMITED',
  RESET_LINK_INVALID: 'errors.codes.RESET_LINK_INVALID',
  PAYLOAD_TOO_LARGE: 'errors.codes.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'errors.codes.UNSUPPORTED_MEDIA_TYPE',
  UNAUTHENTICATED: 'errors.codes.UNAUTHENTICATED',
  INTERNAL: 'errors.codes.INTERNAL',
};

/**
 * Shows a failed call: a translated sentence for well-known codes, else the API's message with
 * its per-field details, else SPEC section 8's 'Status code incorrect - {status}'.
 */
export function ApiErrorAlert({ error, title, children }: { error: unknown; title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  let message: string;
  let details: { path: string; message: string }[] = [];
  if (isHttpError(error)) {
    const key = error.apiError ? TRANSLATED_CODES[error.apiError.code] : error.status === 429 ? TRANSLATED_CODES.RATE_LIMITED : undefined;
    message = key ? t(key) : (error.apiError?.message ?? error.message);
    details = error.apiError?.details ?? [];
  } else if (error instanceof TypeError) {
    message = t('errors.network');
  } else {
    message = error instanceof Error ? error.message : String(error);
  }
  return (
    <Alert color="red" variant="light" title={title ?? t('errors.title')} role="alert" data-testid="api-error">
      {message}
      {details.length > 0 && (
        <List size="sm" mt="xs">
          {details.map((detail) => (
            <List.Item key={`${detail.path}:${detail.message}`}>{detail.path ? `${detail.path}: ${detail.message}` : detail.message}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Alert>
  );
}
