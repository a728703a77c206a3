export { AddPromoVideoDialog, type AddPromoVideoDialogProps } from './add-promo-video-dialog';
export {
  createPromoVideoSchema,
  PROMO_VIDEO_ACCEPT,
  PROMO_VIDEO_MAX_BYTES,
  PROMO_VIDEO_MAX_SECONDS,
  type PromoVideoFormValues,
} from './add-promo-video.schema';
export { PromoVideoCard, type PromoVideoCardProps } from './promo-video-card';
export { PromoVideoPlayer, type PromoVideoPlayerProps } from './promo-video-player';
export { PromoVideosView, type PromoVideosStatus, type PromoVideosViewProps } from './promo-videos';
export { PromoVideosScreen, type PromoVideosScreenProps } from './promo-videos.connected';
