import type { MouseEvent } from 'react';
import type { Banner } from '@/contract/content';
import { bannerRoute } from '@/domain/navigation';
import landingTexts from '@/i18n/en/landing';
import { useTexts } from '@/i18n/useTexts';
import styles from './LandingScreen.module.css';

export interface BannersProps {
  banners: Banner[];
  onOpen: (bannerId: string) => void;
}

/** Real links (they open in a new tab too); a plain click lets the machine navigate. */
function openInApp(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}

/** The server's banners as a swipeable row of cards, each leading to its SPEC 2 target. */
export function Banners({ banners, onOpen }: BannersProps) {
  const { t } = useTexts(landingTexts);
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="banners-heading" className={styles.section}>
      <h2 id="banners-heading" className={styles.sectionTitle}>
        {t.bannersHeading}
      </h2>
      <ul role="list" className={styles.banners}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.bannerItem}>
            <a href={bannerRoute(banner.target)} className={styles.banner} onClick={(event) => openInApp(event, () => onOpen(banner.id))}>
              <img
                className={styles.bannerImage}
                src={banner.image}
                alt={banner.altText}
                width="640"
                height="240"
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className={styles.bannerText}>
                <span className={styles.bannerTitle}>{banner.title}</span>
                <span className={styles.bannerSubtitle}>{banner.subtitle}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Placeholder cards while banners load; hidden from assistive technology (the Loader speaks). */
export function BannersSkeleton() {
  return (
    <div className={styles.section} aria-hidden="true">
      <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
      <div className={styles.banners}>
        <div className={`${styles.skeleton} ${styles.skeletonCard}`} />
        <div className={`${styles.skeleton} ${styles.skeletonCard}`} />
      </div>
    </div>
  );
}
