export { PriceTag } from './PriceTag';
