import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** AED amounts with Latin digits in both languages, up to two decimals (1,260, 99.5). */
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Formats an amount in AED in the reader's language ("AED 1,260", "1,260 درهم"). */
export function useAed(): (value: number) => string {
  const { t } = useTranslation('admin');
  return useCallback((value: number) => t('amountAed', { amount: amount.format(value) }), [t]);
}

/** A count with Latin digits and grouping (1,204). */
export const formatCount = (value: number) => amount.format(value);
