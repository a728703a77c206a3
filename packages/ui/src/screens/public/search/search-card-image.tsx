import { type ReactNode, useState } from 'react';
import { useLinkClick } from '../../../lib/navigation';

export interface SearchCardImageProps {
  /** Where the image leads: the hospital's or doctor's page. */
  href: string;
  src?: string;
  /** Shown when there is no image or it fails to load. */
  placeholder: ReactNode;
  /** The first card's image: likely the page's largest paint, so it is not deferred. */
  eager?: boolean;
}

/**
 * A result card's picture, a link to its page (002 §4, §5: clicking the image
 * opens it). The card's name is the same link for keyboards and screen
 * readers, so this one is skipped by Tab and hidden from them.
 */
export function SearchCardImage({ href, src, placeholder, eager = false }: SearchCardImageProps) {
  const onClick = useLinkClick(href);
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={href}
      onClick={onClick}
      tabIndex={-1}
      aria-hidden="true"
      data-slot="search-card-image"
      className="block aspect-[16/9] w-full overflow-hidden rounded-t-lg bg-neutral-100"
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
          onError={() => {
            setFailed(true);
          }}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-neutral-500 [&_svg]:size-12">
          {placeholder}
        </span>
      )}
    </a>
  );
}
