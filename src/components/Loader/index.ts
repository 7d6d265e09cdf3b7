export { Loader } from './Loader';
