export { CartButton } from './CartButton';
