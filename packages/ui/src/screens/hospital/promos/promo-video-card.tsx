import type { PromoVideoView } from '@aafiya/api-client';
import { Eye, Heart, MousePointerClick, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardContent, CardHeader } from '../../../components/card';
import { CardMenu } from '../../../components/card-menu';
import { UserText } from '../../../components/user-text';
import { useLocale } from '../../../i18n';

export interface PromoVideoCardProps {
  video: PromoVideoView;
  /** Opens the modal player. */
  onPlay: (video: PromoVideoView) => void;
  /**
   * Delete after "Are you sure you want to delete this item?". A returned
   * promise keeps the confirmation busy; a rejection keeps it open. Without
   * it the menu has Play only.
   */
  onDelete?: (video: PromoVideoView) => void | Promise<void>;
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-0.5">
      <dt className="flex items-center gap-1 text-xs text-foreground-muted [&_svg]:size-3.5 [&_svg]:text-primary-700">
        {icon}
        {label}
      </dt>
      <dd className="text-base font-semibold tabular-nums text-foreground">{value}</dd>
    </div>
  );
}

/**
 * A promo video's card (000 §2.5): a silent preview of its first frame, its
 * name, likes, views and engagements, and a menu with Play (the modal player)
 * and Delete (behind the confirmation).
 */
export function PromoVideoCard({ video, onPlay, onDelete }: PromoVideoCardProps) {
  const { t } = useTranslation('promoVideos');
  const { locale } = useLocale();
  const count = (value: number) => value.toLocaleString(locale === 'ar' ? 'ar-AE' : 'en-AE');
  return (
    <Card data-slot="promo-video-card" className="h-full gap-3 overflow-hidden pt-0">
      {/* The preview is decorative (the name says what it is; Play opens the player with controls).
          "#t=0.1" asks for the first frame, which some browsers show only then. */}
      <video
        data-slot="promo-video-preview"
        src={`${video.url}#t=0.1`}
        preload="metadata"
        muted
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        className="aspect-video w-full bg-neutral-900 object-cover"
      />
      <CardHeader className="flex-row items-start justify-between gap-2">
        <h2 className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{video.name}</UserText>
        </h2>
        <CardMenu
          label={t('videoActions', { name: video.name })}
          actions={[
            {
              label: t('play'),
              icon: Play,
              onSelect: () => {
                onPlay(video);
              },
            },
          ]}
          onDelete={onDelete && (() => onDelete(video))}
        />
      </CardHeader>
      <CardContent className="mt-auto">
        <dl className="grid grid-cols-3 gap-2 rounded-md bg-surface-muted py-2 text-center">
          <Figure icon={<Heart aria-hidden="true" />} label={t('likes')} value={count(video.likes)} />
          <Figure icon={<Eye aria-hidden="true" />} label={t('views')} value={count(video.views)} />
          <Figure
            icon={<MousePointerClick aria-hidden="true" />}
            label={t('engagements')}
            value={count(video.engagements)}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
