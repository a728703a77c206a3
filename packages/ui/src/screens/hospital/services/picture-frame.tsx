import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn';

export interface PictureFrameProps {
  /** The picture's URL; without one (or when it fails to load) the icon shows. */
  src?: string;
  /** Shown instead of a missing picture; a crossed-out picture by default. */
  icon?: ReactNode;
  className?: string;
}

/**
 * The picture at the top of a service or offer card. It is decorative (the
 * card's title names the thing), so it has an empty alt text.
 */
export function PictureFrame({ src, icon, className }: PictureFrameProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== undefined && src !== '' && failed !== src;
  return (
    <div
      data-slot="picture-frame"
      className={cn(
        'flex items-center justify-center overflow-hidden bg-neutral-100 text-neutral-500 [&_svg]:size-10',
        className,
      )}
    >
      {shown ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => {
            setFailed(src);
          }}
        />
      ) : (
        <span aria-hidden="true">{icon ?? <ImageOff />}</span>
      )}
    </div>
  );
}
