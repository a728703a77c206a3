import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { initialsOf } from './initials-of';
import { PersonPlaceholder } from './person-placeholder';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-100 align-middle',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-16 text-lg',
        xl: 'size-24 text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The photo; when missing or failing to load, the fallback shows instead. */
    src?: string | null;
    /** Who the photo shows, e.g. "Dr. Sara Ahmed"; also names the fallback. */
    alt: string;
    /** Fallback when there is no photo: a generic person (default) or the initials of `name`. */
    fallback?: 'person' | 'initials';
    /** The name the initials come from; `alt` by default. */
    name?: string;
  };

/** A round profile photo with a fallback: a generic person, or initials, when there is no photo or it fails. */
export function Avatar({ className, size, src, alt, fallback = 'person', name, ...props }: AvatarProps) {
  // Remember which source failed, so a new `src` is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = fallback === 'initials' ? initialsOf(name ?? alt) : '';
  return (
    <span data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      {showImage && src ? (
        <img
          data-slot="avatar-image"
          src={src}
          alt={alt}
          className="size-full object-cover"
          onError={() => {
            setFailedSrc(src);
          }}
        />
      ) : initials ? (
        <span
          data-slot="avatar-fallback"
          role="img"
          aria-label={alt}
          className="flex size-full items-center justify-center bg-primary-700 font-semibold text-neutral-0"
        >
          <span aria-hidden="true">{initials}</span>
        </span>
      ) : (
        <PersonPlaceholder data-slot="avatar-fallback" role="img" aria-label={alt} className="size-full" />
      )}
    </span>
  );
}
