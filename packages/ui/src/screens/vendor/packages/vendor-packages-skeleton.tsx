import { useId } from 'react';
import { Spinner } from '../../../components/spinner';

/**
 * What Vendor Packages paints while the list's code arrives: the same section,
 * heading and loading spinner as the list's own loading state
 * (CardListSection), and the Add Package button's place, so nothing moves
 * when the list takes over.
 */
export function VendorPackagesSkeleton({ title }: { title: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy className="flex w-full flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-semibold text-foreground">
          {title}
        </h1>
        <div aria-hidden="true" className="h-10 w-32 rounded-md bg-neutral-100" />
      </header>
      <div className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    </section>
  );
}
