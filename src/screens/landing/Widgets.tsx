import type { MouseEvent } from 'react';
import type { Banner, WidgetContent, WidgetLink } from '@/contract/content';
import { bannerRoute, linkActionRoute } from '@/domain/navigation';
import styles from './LandingScreen.module.css';

export interface WidgetsProps {
  widgets: WidgetContent[];
  onOpen: (widgetId: string, cardId: string) => void;
}

/** Real links (they open in a new tab too); a plain click lets the machine navigate. */
function openInApp(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}

/** Offer banners as a swipeable row of cards, each leading to its SPEC 2 target. */
function BannerRow({ banners, onOpen, eager }: { banners: Banner[]; onOpen: (cardId: string) => void; eager: boolean }) {
  return (
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
              loading={eager && index === 0 ? 'eager' : 'lazy'}
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
  );
}

/** Link cards in a two-column grid, each leading to its SPEC 2 link action. */
function LinkGrid({ links, onOpen }: { links: WidgetLink[]; onOpen: (cardId: string) => void }) {
  return (
    <ul role="list" className={styles.links}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={linkActionRoute(link.action)} className={styles.link} onClick={(event) => openInApp(event, () => onOpen(link.id))}>
            <span className={styles.linkTitle}>{link.title}</span>
            <span className={styles.linkSubtitle}>{link.subtitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The landing widgets in the server's order, each a section headed by its title. */
export function Widgets({ widgets, onOpen }: WidgetsProps) {
  const firstBanners = widgets.find((widget) => widget.kind === 'banners');
  return widgets.map((widget) => {
    const headingId = `widget-${widget.id}-heading`;
    const open = (cardId: string) => onOpen(widget.id, cardId);
    return (
      <section key={widget.id} aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {widget.title}
        </h2>
        {widget.kind === 'banners' ? (
          <BannerRow banners={widget.banners} onOpen={open} eager={widget === firstBanners} />
        ) : (
          <LinkGrid links={widget.links} onOpen={open} />
        )}
      </section>
    );
  });
}

/** Placeholder cards while the widgets load; hidden from assistive technology (the status line speaks). */
export function WidgetsSkeleton() {
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
