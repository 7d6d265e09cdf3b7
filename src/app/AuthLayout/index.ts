export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { default as authStyles } from './AuthLayout.module.css';
