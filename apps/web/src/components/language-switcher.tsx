import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@menudelite/shared/i18n/languages';
import { changeLanguage } from '../lib/i18n/i18n';
import { GlobeIcon } from './icons';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }));

/**
 * On every page (in both layouts). A native select: phones show their own picker, and each
 * language is named in itself so a visitor can find theirs whatever language is on screen.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      data-testid="language-switcher"
      data={OPTIONS}
      value={i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(value);
      }}
      leftSection={<GlobeIcon size={16} />}
      size="sm"
      w={{ base: 118, sm: 150 }}
    />
  );
}
