import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MenuProduct } from '@/contract/menu';
import { selectBestsellerIds, selectCanAdd, selectCanToggleFavourite, selectFavouriteIds, type menuMachine } from '@machines/menu.machine';
import { ProductCard } from './ProductCard';
import styles from './MenuScreen.module.css';

type MenuActorRef = ActorRefFrom<typeof menuMachine>;

/** Cards whose images load at once (above the fold on a phone). */
const EAGER_IMAGES = 2;

interface ConnectedCardProps {
  actor: MenuActorRef;
  product: MenuProduct;
  eager: boolean;
  bestseller: boolean;
  favourite: boolean;
  canToggleFavourite: boolean;
  returnUrl: string;
}

function ConnectedCard({ actor, product, returnUrl, ...shown }: ConnectedCardProps) {
  const canAdd = useSelector(actor, (snapshot) => selectCanAdd(snapshot, product.id));
  return (
    <ProductCard
      product={product}
      {...shown}
      canAdd={canAdd}
      onAdd={(productId) => actor.send({ type: 'product.add', productId })}
      onToggleFavourite={(productId) => actor.send({ type: 'favourite.toggle', productId, returnUrl })}
    />
  );
}

export interface ProductGridProps {
  actor: MenuActorRef;
  products: MenuProduct[];
  /** Where a guest comes back to after logging in to keep a favourite. */
  returnUrl: string;
}

/** Product cards in one, two or three columns, with bestseller tags, hearts and 'Add' wired to the menu actor. */
export function ProductGrid({ actor, products, returnUrl }: ProductGridProps) {
  const bestsellerIds = useSelector(actor, selectBestsellerIds);
  const favouriteIds = useSelector(actor, selectFavouriteIds);
  const canToggleFavourite = useSelector(actor, selectCanToggleFavourite);
  return (
    <ul role="list" className={styles.products}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ConnectedCard
            actor={actor}
            product={product}
            eager={index < EAGER_IMAGES}
            bestseller={bestsellerIds.includes(product.id)}
            favourite={favouriteIds.includes(product.id)}
            canToggleFavourite={canToggleFavourite}
            returnUrl={returnUrl}
          />
        </li>
      ))}
    </ul>
  );
}
