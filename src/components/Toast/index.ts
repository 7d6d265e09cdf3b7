export { Toast, ToastRegion, TOAST_DISPLAY_MS, type ToastProps, type ToastRegionProps } from './Toast';
