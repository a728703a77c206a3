import { useTranslation } from '../../../i18n/use-translation';
import type { Locale } from '../../../i18n';
import { cn } from '../../../lib/cn';

export interface LanguageSwitchProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  className?: string;
}

const choices = [
  { locale: 'en', key: 'english' },
  { locale: 'ar', key: 'arabic' },
] as const;

/** English / العربية: two toggle buttons, each language named in itself; the active one is pressed. */
export function LanguageSwitch({ locale, onLocaleChange, className }: LanguageSwitchProps) {
  const { t } = useTranslation('navigation');
  return (
    <div
      role="group"
      aria-label={t('language')}
      data-slot="language-switch"
      className={cn('inline-flex rounded-md border border-border bg-surface p-0.5', className)}
    >
      {choices.map((choice) => {
        const pressed = choice.locale === locale;
        return (
          <button
            key={choice.locale}
            type="button"
            lang={choice.locale}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onLocaleChange(choice.locale);
            }}
            className={cn(
              'rounded-sm px-3 py-1.5 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed ? 'bg-primary-700 text-neutral-0' : 'text-neutral-700 hover:bg-neutral-100',
            )}
          >
            {t(choice.key)}
          </button>
        );
      })}
    </div>
  );
}
