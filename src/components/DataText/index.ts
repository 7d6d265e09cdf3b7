export { DataText } from './DataText';
