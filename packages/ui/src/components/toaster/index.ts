export { Toaster, toastVariants, type ToasterProps } from './toaster';
export { toast, type ToastKind, type ToastOptions } from './toast-store';
