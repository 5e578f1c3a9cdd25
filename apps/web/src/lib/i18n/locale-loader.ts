import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Each locale file is its own chunk, imported only when its language is used, so the first
 * page load carries one language. The app-wide strings are the `translation` namespace
 * (`src/i18n/locales/<lang>.json`); a feature may keep its own strings as a namespace named after
 * it (`src/features/<feature>/locales/<lang>.json`), loaded with the feature's route.
 */
const APP_FILES = import.meta.glob<ResourceKey>('../../i18n/locales/*.json', { import: 'default' });
const FEATURE_FILES = import.meta.glob<ResourceKey>('../../features/*/locales/*.json', { import: 'default' });
/** The `errors` namespace: every error key of the API (packages/shared/src/errors/messages.ts), shared by all features. */
const ERROR_FILES = import.meta.glob<ResourceKey>('../../i18n/errors/*.json', { import: 'default' });

function fileFor(language: string, namespace: string) {
  if (namespace === 'translation') return APP_FILES[`../../i18n/locales/${language}.json`];
  if (namespace === 'errors') return ERROR_FILES[`../../i18n/errors/${language}.json`];
  return FEATURE_FILES[`../../features/${namespace}/locales/${language}.json`];
}

export function loadLocale(language: string, namespace = 'translation'): Promise<ResourceKey> {
  const load = fileFor(language, namespace);
  return load ? load() : Promise.reject(new Error(`No ${namespace} locale file for ${language}`));
}

async function deliver(language: string, namespace: string, callback: ReadCallback): Promise<void> {
  let resources: ResourceKey;
  try {
    resources = await loadLocale(language, namespace);
  } catch (error) {
    callback(error instanceof Error ? error : String(error), null);
    return;
  }
  callback(null, resources);
}

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    void deliver(language, namespace, callback);
  },
};
