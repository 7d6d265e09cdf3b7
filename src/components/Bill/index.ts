export { Bill } from './Bill';
