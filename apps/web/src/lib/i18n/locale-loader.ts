import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Each locale file is its own chunk, imported only when its language is used, so the first
 * page load carries one language.
 */
const LOCALE_FILES = import.meta.glob<ResourceKey>('../../i18n/locales/*.json', { import: 'default' });

export function loadLocale(language: string): Promise<ResourceKey> {
  const load = LOCALE_FILES[`../../i18n/locales/${language}.json`];
  return load ? load() : Promise.reject(new Error(`No locale file for ${language}`));
}

async function deliver(language: string, callback: ReadCallback): Promise<void> {
  let resources: ResourceKey;
  try {
    resources = await loadLocale(language);
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
  read(language, _namespace, callback) {
    void deliver(language, callback);
  },
};
