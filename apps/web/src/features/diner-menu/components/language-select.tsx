import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import classes from './language-select.module.css';

/** A native select (phones show their own picker); each language named in itself. */
export function LanguageSelect({ value, onChange, label }: { value: TLanguage; onChange: (language: TLanguage) => void; label: string }) {
  const id = useId();
  return (
    <div className={classes.wrap}>
      <label htmlFor={id} className="md-visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) onChange(next);
        }}
        data-testid="diner-language"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
