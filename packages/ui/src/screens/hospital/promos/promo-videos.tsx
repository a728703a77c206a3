import type { PromoVideoView } from '@aafiya/api-client';
import { Clapperboard } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { StaffAlert } from '../staff/staff-alert';
import { PromoVideoCard } from './promo-video-card';
import { PromoVideoPlayer } from './promo-video-player';

/** Whether the list is loading for the first time, failed, or has its answer (possibly empty). */
export type PromoVideosStatus = 'loading' | 'error' | 'ready';

export interface PromoVideosViewProps {
  status: PromoVideosStatus;
  videos: readonly PromoVideoView[];
  /** The shown page, zero-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Another page or a reload is loading over the shown one. */
  refreshing?: boolean;
  /** Opens the + ADD PROMO VIDEO modal; no button without it. */
  onAdd?: () => void;
  /** Deletes after the confirmation; a rejected promise keeps the confirmation open. No Delete without it. */
  onDelete?: (video: PromoVideoView) => void | Promise<void>;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
}

/**
 * Promo Videos (000 §2.5): "+ ADD PROMO VIDEO", then the loading, error
 * ("Problem while getting promos"), empty ("No promo videos found") or
 * populated state: cards with a preview, name, likes, views and engagements
 * and a Play / Delete menu, the modal player, and the Prev/Next pager.
 */
export function PromoVideosView({
  status,
  videos,
  page,
  pageCount,
  onPageChange,
  refreshing = false,
  onAdd,
  onDelete,
  onRetry,
}: PromoVideosViewProps) {
  const { t } = useTranslation('promoVideos');
  const headingId = useId();
  const [playing, setPlaying] = useState<PromoVideoView | null>(null);
  return (
    <section data-slot="promo-videos" aria-labelledby={headingId} className="flex w-full flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 id={headingId} className="text-2xl font-semibold text-foreground">
            {t('title')}
          </h1>
          {refreshing && status === 'ready' && <Spinner size="sm" />}
        </div>
        {onAdd && <Button onClick={onAdd}>{t('add')}</Button>}
      </header>
      {status === 'loading' && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" />
        </div>
      )}
      {status === 'error' && (
        <StaffAlert
          action={
            onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t('loadFailed')}
        </StaffAlert>
      )}
      {status === 'ready' && videos.length === 0 && (
        <EmptyState role="status" title={t('empty')} icon={<Clapperboard />} />
      )}
      {status === 'ready' && videos.length > 0 && (
        <>
          <CardGrid columns={3} role="list" aria-labelledby={headingId} aria-busy={refreshing || undefined}>
            {videos.map((video) => (
              <div role="listitem" key={video.id}>
                <PromoVideoCard video={video} onPlay={setPlaying} onDelete={onDelete} />
              </div>
            ))}
          </CardGrid>
          <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />
        </>
      )}
      <PromoVideoPlayer
        video={playing}
        onClose={() => {
          setPlaying(null);
        }}
      />
    </section>
  );
}
