export { AuthLayout } from './AuthLayout';
export { default as authStyles } from './AuthLayout.module.css';
