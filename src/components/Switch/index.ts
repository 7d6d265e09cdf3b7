export { Switch } from './Switch';
