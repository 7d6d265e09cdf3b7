import styles from './OffersScreen.module.css';

const PLACEHOLDER_CARDS = 3;

/** The offers' shape while they load; a status line speaks, the placeholders are hidden from assistive technology. */
export function OffersSkeleton({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <div className={`${styles.skeleton} ${styles.skeletonCode}`} />
            <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <div className={`${styles.skeleton} ${styles.skeletonButton}`} />
          </div>
        ))}
      </div>
    </>
  );
}
