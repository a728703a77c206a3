// Public API of @aafiya/ui. Stylesheet: `import '@aafiya/ui/styles.css'`.
export { cn } from './lib/cn';
export * from './i18n';
export * from './components/button';
