import { PRODUCT_TYPES } from '@/contract/codes';
import type { MenuProduct } from '@/contract/menu';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import styles from './MenuScreen.module.css';

/** Menu art is drawn at 200x200. */
const IMAGE_SIZE = 200;

export interface ProductCardProps {
  product: MenuProduct;
  /** The first cards are above the fold: their images load at once, the rest when scrolled near. */
  eager: boolean;
  /** SPEC 4: the product is in the menu's first category. */
  bestseller: boolean;
  /** The heart is filled. */
  favourite: boolean;
  /** The heart can be tapped now (not while another is being saved). */
  canToggleFavourite: boolean;
  onToggleFavourite: (productId: number) => void;
  /** 'Add' can be tapped: the product is in stock and the menu is ready. */
  canAdd: boolean;
  onAdd: (productId: number) => void;
}

/** The Indian food mark: a green dot (veg) or a brown triangle (non-veg) in a square, named for screen readers. */
export function FoodTypeMark({ foodType }: { foodType: MenuProduct['foodType'] }) {
  const { t } = useTexts(menuTexts);
  return <span role="img" aria-label={t.foodTypes[foodType]} className={foodType === 'VEG' ? styles.vegMark : styles.nonVegMark} />;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One product: picture, food mark, name, bestseller tag, heart, description, its price (struck-through
 * default crust price when sold below it) and 'Add'; out-of-stock products say so and cannot be added.
 */
export function ProductCard({
  product,
  eager,
  bestseller,
  favourite,
  canToggleFavourite,
  onToggleFavourite,
  canAdd,
  onAdd,
}: ProductCardProps) {
  const { t, fill, rupees } = useTexts(menuTexts);
  const crust = product.crust[0];
  const size = crust?.sizes[0];
  const customisable = product.type === PRODUCT_TYPES.customisable;
  const original =
    product.defaultCrustPrice !== null && product.defaultCrustPrice > product.defaultPrice ? product.defaultCrustPrice : null;
  const titleId = `product-${product.id}`;
  return (
    <article className={product.inStock ? styles.card : `${styles.card} ${styles.cardOutOfStock}`} aria-labelledby={titleId}>
      <div className={styles.cardMedia}>
        <img
          className={styles.cardImage}
          src={product.image}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {bestseller ? <span className={styles.bestseller}>{t.bestseller}</span> : null}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <FoodTypeMark foodType={product.foodType} />
          <h2 id={titleId} className={styles.cardTitle} translate="no">
            {product.name}
          </h2>
          <button
            type="button"
            className={styles.heart}
            aria-label={fill(t.favouriteLabel, { name: product.name })}
            aria-pressed={favourite}
            disabled={!canToggleFavourite}
            onClick={() => onToggleFavourite(product.id)}
          >
            <HeartIcon filled={favourite} />
          </button>
        </div>
        <p className={styles.cardDescription}>{product.description}</p>
        <div className={styles.cardFooter}>
          {product.inStock ? (
            <div className={styles.priceBlock}>
              <p className={styles.price}>
                <span className="visually-hidden">{`${t.priceLabel} `}</span>
                {rupees(product.defaultPrice)}
                {original !== null ? (
                  <s className={styles.originalPrice}>
                    <span className="visually-hidden">{` ${t.originalPriceLabel} `}</span>
                    {rupees(original)}
                  </s>
                ) : null}
              </p>
              {crust && size ? <p className={styles.variant} translate="no">{`${size.name} · ${crust.name}`}</p> : null}
            </div>
          ) : (
            <p className={styles.outOfStock}>{t.outOfStock}</p>
          )}
          <button
            type="button"
            className={styles.add}
            aria-label={fill(customisable ? t.customiseLabel : t.addLabel, { name: product.name })}
            disabled={!canAdd}
            onClick={() => onAdd(product.id)}
          >
            {t.add}
          </button>
        </div>
      </div>
    </article>
  );
}
