import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorText } from './error-text';

/**
 * Renders TErrorText in the current language. Using it loads the `errors` namespace (routes load it
 * up front, see withNamespace); `ready` is false until it has arrived.
 */
export function useErrorText(): { text: (message: TErrorText) => string; ready: boolean } {
  const { t, ready } = useTranslation('errors');
  const text = useCallback((message: TErrorText) => t(message.key, message.values ?? {}), [t]);
  return { text, ready };
}
