export { Bill, type BillProps } from './Bill';
