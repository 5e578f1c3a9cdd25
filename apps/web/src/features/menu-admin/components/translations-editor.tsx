import { NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, directionOf, isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TFieldErrors } from '../lib/form-errors';
import { withTranslation, type TTranslationsMap } from '../lib/translations';

/** One translatable text: its label, the default-language text, and how to read and write its translation. */
export type TTranslatedText = {
  id: string;
  label: string;
  original: string;
  multiline?: boolean;
  get: (language: TLanguage) => string;
  set: (language: TLanguage, text: string) => void;
  error?: (language: TLanguage) => string | undefined;
};

/** The texts of one entity's translations map (an item's name and description...). */
export function mapTexts<F extends string>(
  value: TTranslationsMap<F>,
  onChange: (value: TTranslationsMap<F>) => void,
  fields: { key: F; label: string; original: string; multiline?: boolean }[],
  errors: TFieldErrors = {},
  pathPrefix = 'translations',
): TTranslatedText[] {
  return fields.map((field) => ({
    id: `${pathPrefix}.${field.key}`,
    label: field.label,
    original: field.original,
    multiline: field.multiline,
    get: (language) => value[language]?.[field.key] ?? '',
    set: (language, text) => onChange(withTranslation(value, language, field.key, text)),
    error: (language) => errors[`${pathPrefix}.${language}.${field.key}`],
  }));
}

/**
 * Menu content in other languages: pick a language, type its texts. The venue's default language
 * is the entity's own text and the fallback, so it is not in the list; empty fields fall back.
 */
export function TranslationsEditor({ defaultLanguage, texts }: { defaultLanguage: TLanguage; texts: TTranslatedText[] }) {
  const { t } = useTranslation('menu-admin');
  const others = LANGUAGES.filter((language) => language !== defaultLanguage);
  const isDone = (language: TLanguage) => texts.some((text) => text.get(language) !== '');
  const [language, setLanguage] = useState<TLanguage>(() => others.find(isDone) ?? others.find((l) => l === 'ar') ?? others[0]!);
  const options = others.map((l) => ({ value: l, label: isDone(l) ? `${LANGUAGE_NATIVE_NAMES[l]} ✓` : LANGUAGE_NATIVE_NAMES[l] }));

  return (
    <Stack gap="xs" data-testid="translations-editor">
      <Text size="sm" c="dimmed">
        {t('translations.hint', { language: LANGUAGE_NATIVE_NAMES[defaultLanguage] })}
      </Text>
      <NativeSelect
        label={t('translations.language')}
        data={options}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) setLanguage(next);
        }}
        data-testid="translation-language"
      />
      {texts.map((text) => {
        const error = text.error?.(language);
        const props = {
          label: t('translations.fieldIn', { field: text.label, language: LANGUAGE_NATIVE_NAMES[language] }),
          placeholder: text.original,
          lang: language,
          dir: directionOf(language),
          value: text.get(language),
          error: error && t(error),
          'data-testid': `translation-${text.id}`,
        };
        const key = `${language}-${text.id}`;
        return text.multiline ? (
          <Textarea key={key} {...props} autosize minRows={2} onChange={(e) => text.set(language, e.currentTarget.value)} />
        ) : (
          <TextInput key={key} {...props} onChange={(e) => text.set(language, e.currentTarget.value)} />
        );
      })}
    </Stack>
  );
}
