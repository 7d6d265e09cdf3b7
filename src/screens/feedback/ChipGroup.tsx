import styles from './Feedback.module.css';

export interface ChipGroupProps<T extends string> {
  /** The group's name for a screen reader. */
  label: string;
  options: readonly T[];
  chosen: readonly T[];
  wordOf: (option: T) => string;
  onToggle: (option: T) => void;
  disabled?: boolean;
}

/** Tags to pick any of: toggle buttons whose pressed state is read out. */
export function ChipGroup<T extends string>({ label, options, chosen, wordOf, onToggle, disabled }: ChipGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.chip}
          aria-pressed={chosen.includes(option)}
          disabled={disabled}
          onClick={() => onToggle(option)}
        >
          {wordOf(option)}
        </button>
      ))}
    </div>
  );
}
