import type { MenuProduct } from '@/contract/menu';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import { FoodTypeMark } from '@/screens/menu/ProductCard';
import styles from './EdvScreen.module.css';

/** Menu art is drawn at 200x200. */
const IMAGE_SIZE = 200;

export interface PizzaTileProps {
  pizza: MenuProduct;
  picked: boolean;
  /** The pizza may be picked now (in stock, and the deal still needs pizzas); a picked one can always be unpicked. */
  canPick: boolean;
  onToggle: (productId: number, picked: boolean) => void;
}

/** One pizza of the deal as a toggle button: pressed when picked. */
export function PizzaTile({ pizza, picked, canPick, onToggle }: PizzaTileProps) {
  const { t } = useTexts(menuTexts);
  const disabled = !picked && !canPick;
  return (
    <button
      type="button"
      className={picked ? `${styles.pizza} ${styles.pizzaPicked}` : styles.pizza}
      aria-pressed={picked}
      disabled={disabled}
      onClick={() => onToggle(pizza.id, picked)}
    >
      <img className={styles.pizzaImage} src={pizza.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" />
      <span className={styles.pizzaName}>
        <FoodTypeMark foodType={pizza.foodType} />
        {pizza.name}
      </span>
      {!pizza.inStock ? <span className={styles.outOfStock}>{t.outOfStock}</span> : null}
      {picked ? (
        <span className={styles.pickedMark} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      ) : null}
    </button>
  );
}
