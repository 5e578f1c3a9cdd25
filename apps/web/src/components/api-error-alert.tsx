import { Alert, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails, errorSummary } from '../lib/http/error-text';
import { useErrorText } from '../lib/http/use-error-text';

/**
 * Shows a failed call in the user's language: one sentence by the error's code (or its single
 * detail's key), then each field's problem by key and params. Never the API's English message,
 * never a raw code or a 'body.x' path.
 */
export function ApiErrorAlert({ error, title, children }: { error: unknown; title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { text, ready } = useErrorText();
  if (!error || !ready) return null;
  const summary = errorSummary(error);
  const details = errorDetails(error);
  // A lone detail already is the summary; several (validation) are listed once each.
  const listed = details.length > 1 || (details.length === 1 && details[0]!.text.key !== summary.key) ? details : [];
  const sentences = [...new Set(listed.map((detail) => text(detail.text)))];
  return (
    <Alert color="red" variant="light" title={title ?? t('errors.title')} role="alert" data-testid="api-error">
      {text(summary)}
      {sentences.length > 0 && (
        <List size="sm" mt="xs">
          {sentences.map((sentence) => (
            <List.Item key={sentence}>{sentence}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Alert>
  );
}
