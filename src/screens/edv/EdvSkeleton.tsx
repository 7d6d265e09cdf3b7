import styles from './EdvScreen.module.css';

const PLACEHOLDER_TABS = 3;
const PLACEHOLDER_PIZZAS = 6;

/** The page's shape while the data arrives (SPEC 4 GETTING_DATA); a status line speaks, the placeholders are hidden. */
export function EdvSkeleton({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">
        <div className={styles.tabs}>
          {Array.from({ length: PLACEHOLDER_TABS }, (_, index) => (
            <div key={index} className={`${styles.skeleton} ${styles.skeletonTab}`} />
          ))}
        </div>
        <div className={`${styles.skeleton} ${styles.skeletonCounter}`} />
        <div className={styles.pizzas}>
          {Array.from({ length: PLACEHOLDER_PIZZAS }, (_, index) => (
            <div key={index} className={`${styles.skeleton} ${styles.skeletonPizza}`} />
          ))}
        </div>
      </div>
    </>
  );
}
