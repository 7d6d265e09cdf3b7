import styles from './OffersScreen.module.css';

const PIECES = 28;

/** A short burst of confetti, drawn and animated by CSS only; hidden from assistive technology and from reduced-motion users. */
export function Confetti() {
  return (
    <div className={styles.confetti} aria-hidden="true">
      {Array.from({ length: PIECES }, (_, index) => (
        <span key={index} className={styles.piece} />
      ))}
    </div>
  );
}
