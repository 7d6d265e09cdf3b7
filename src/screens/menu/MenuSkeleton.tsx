import styles from './MenuScreen.module.css';

const PLACEHOLDER_TABS = 5;
const PLACEHOLDER_CARDS = 4;

/** The menu's shape while it loads; a status line speaks, the placeholders are hidden from assistive technology. */
export function MenuSkeleton({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" className={styles.skeletonWrap}>
        <div className={`${styles.skeleton} ${styles.skeletonStore}`} />
        <div className={styles.skeletonTabs}>
          {Array.from({ length: PLACEHOLDER_TABS }, (_, index) => (
            <div key={index} className={`${styles.skeleton} ${styles.skeletonTab}`} />
          ))}
        </div>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <div className={`${styles.skeleton} ${styles.skeletonImage}`} />
            <div className={styles.skeletonLines}>
              <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
              <div className={`${styles.skeleton} ${styles.skeletonLineShort}`} />
              <div className={`${styles.skeleton} ${styles.skeletonLinePrice}`} />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
