import { useId } from 'react';
import common from '@/i18n/en/common';
import { isLanguage, LANGUAGES, type Language } from '@/i18n/languages';
import { useTexts } from '@/i18n/useTexts';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Show the 'Language' label (on a page); the header keeps it for screen readers only. */
  showLabel?: boolean;
}

/** A choice of the languages Slice speaks, each named in itself ('English', 'हिन्दी'). */
export function LanguageSwitch({ value, onChange, showLabel = false }: LanguageSwitchProps) {
  const { t } = useTexts(common);
  const id = useId();
  return (
    <div className={styles.switch}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {t.language.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t.language[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
