import type { MenuProduct } from '@/api/contract';
import { FOOD_TYPE_LABELS, OUT_OF_STOCK, PRICE_LABEL, variantLabel } from './messages';
import { formatRupees } from './price';
import styles from './MenuScreen.module.css';

/** Menu art is drawn at 200x200. */
const IMAGE_SIZE = 200;

export interface ProductCardProps {
  product: MenuProduct;
  /** The first cards are above the fold: their images load at once, the rest when scrolled near. */
  eager: boolean;
}

/** The Indian food mark: a green dot (veg) or a brown triangle (non-veg) in a square, named for screen readers. */
export function FoodTypeMark({ foodType }: { foodType: MenuProduct['foodType'] }) {
  return (
    <span
      role="img"
      aria-label={FOOD_TYPE_LABELS[foodType]}
      className={foodType === 'VEG' ? styles.vegMark : styles.nonVegMark}
    />
  );
}

/** One product: picture, food mark, name, description, and its price in the default crust and size. */
export function ProductCard({ product, eager }: ProductCardProps) {
  const crust = product.crust[0];
  const size = crust?.sizes[0];
  return (
    <article
      className={product.inStock ? styles.card : `${styles.card} ${styles.cardOutOfStock}`}
      aria-labelledby={`product-${product.id}`}
    >
      <img
        className={styles.cardImage}
        src={product.image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <FoodTypeMark foodType={product.foodType} />
          <h2 id={`product-${product.id}`} className={styles.cardTitle}>
            {product.name}
          </h2>
        </div>
        <p className={styles.cardDescription}>{product.description}</p>
        <div className={styles.cardFooter}>
          {product.inStock ? (
            <>
              <p className={styles.price}>
                <span className="visually-hidden">{`${PRICE_LABEL} `}</span>
                {formatRupees(product.defaultCrustPrice ?? product.defaultPrice)}
              </p>
              {crust && size ? <p className={styles.variant}>{variantLabel(size.name, crust.name)}</p> : null}
            </>
          ) : (
            <p className={styles.outOfStock}>{OUT_OF_STOCK}</p>
          )}
        </div>
      </div>
    </article>
  );
}
