export { AddressForm } from './AddressForm';
