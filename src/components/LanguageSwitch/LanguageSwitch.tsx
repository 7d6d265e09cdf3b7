import { useId } from 'react';
import common from '@/i18n/en/common';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { useTexts } from '@/i18n/useTexts';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Show the 'Language' label (on a page); the header keeps it for screen readers only. */
  showLabel?: boolean;
}

/** The languages Slice speaks as a row of buttons, each named in itself ('English', 'हिन्दी'); the chosen one is pressed. */
export function LanguageSwitch({ value, onChange, showLabel = false }: LanguageSwitchProps) {
  const { t } = useTexts(common);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.switch}>
      <span id={labelId} className={showLabel ? styles.label : 'visually-hidden'}>
        {t.language.label}
      </span>
      <span className={styles.choices}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === value}
            className={styles.choice}
            onClick={() => {
              if (language !== value) onChange(language);
            }}
          >
            {t.language[language]}
          </button>
        ))}
      </span>
    </div>
  );
}
