import type { PromoVideoView } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/dialog';
import { UserText } from '../../../components/user-text';
import { StaffAlert } from '../staff/staff-alert';

export interface PromoVideoPlayerProps {
  /** The video to play; the player is closed when there is none. */
  video: PromoVideoView | null;
  onClose: () => void;
}

/**
 * Play: the modal player (000 §2.5), the video with the browser's controls,
 * started at once. Closing the window stops it (the element goes away).
 */
export function PromoVideoPlayer({ video, onClose }: PromoVideoPlayerProps) {
  const { t } = useTranslation('promoVideos');
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="lg" aria-describedby={undefined}>
        {video && <PlayerBody video={video} failedText={t('playerFailed')} />}
      </DialogContent>
    </Dialog>
  );
}

function PlayerBody({ video, failedText }: { video: PromoVideoView; failedText: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <UserText>{video.name}</UserText>
        </DialogTitle>
      </DialogHeader>
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- a promo video is one uploaded file; the specification has no captions to upload with it */}
      <video
        data-slot="promo-video-player"
        src={video.url}
        controls
        autoPlay
        playsInline
        aria-label={video.name}
        onError={() => {
          setFailed(true);
        }}
        className="aspect-video w-full rounded-md bg-neutral-900"
      />
      {failed && <StaffAlert>{failedText}</StaffAlert>}
    </>
  );
}
