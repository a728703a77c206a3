import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { ratingText, starsFor } from './stars-for';

export const starRatingVariants = cva('inline-flex items-center gap-0.5', {
  variants: {
    size: {
      sm: '[&_svg]:size-3.5',
      md: '[&_svg]:size-5',
      lg: '[&_svg]:size-6',
    },
  },
  defaultVariants: { size: 'md' },
});

const MAX_STARS = 5;
const filled = 'block fill-warning-600 text-warning-600';
const unfilled = 'block fill-neutral-200 text-neutral-400';

export type StarRatingProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof starRatingVariants> & {
    /** The rating out of 5, e.g. a cumulative rating of 3.5; none shows empty stars. */
    rating: number | null | undefined;
    /** Replaces the accessible name ("Rated 3.5 out of 5"). */
    label?: string;
  };

/** Five display-only stars: full, a half star when the fraction is .5 or more, then empty. */
export function StarRating({ className, size, rating, label, ...props }: StarRatingProps) {
  const { t } = useTranslation('basics');
  const { full, half, empty } = starsFor(rating, MAX_STARS);
  const kinds = [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <div
      role="img"
      aria-label={label ?? t('ratedOutOf', { rating: ratingText(rating, MAX_STARS), max: MAX_STARS })}
      data-slot="star-rating"
      className={cn(starRatingVariants({ size }), className)}
      {...props}
    >
      {kinds.map((kind, index) => (
        // The stars never reorder, so their position is a stable key.
        <span key={index} data-star={kind} className="relative inline-block">
          <Star aria-hidden="true" className={kind === 'full' ? filled : unfilled} />
          {kind === 'half' && (
            // Half the filled star, clipped at the inline start: the left half in English, the right in Arabic.
            <span className="absolute inset-y-0 start-0 w-1/2 overflow-hidden">
              <Star aria-hidden="true" className={filled} />
            </span>
          )}
        </span>
      ))}
    </div>
  );
}
