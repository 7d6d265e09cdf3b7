export { ToastRegion } from './Toast';
