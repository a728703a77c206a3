import type { ComponentProps } from 'react';

/** A generic person silhouette, drawn inline so the fallback never needs a network request. */
export function PersonPlaceholder(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 64 64" fill="none" {...props}>
      <rect width="64" height="64" className="fill-neutral-200" />
      <circle cx="32" cy="25" r="11" className="fill-neutral-500" />
      <path d="M10 60c2-12 11-19 22-19s20 7 22 19v4H10z" className="fill-neutral-500" />
    </svg>
  );
}
