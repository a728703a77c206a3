// The Toaster on its own, for LazyToaster's dynamic import.
export { Toaster as default } from '@aafiya/ui';
