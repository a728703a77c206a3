export { PromoVideosView, type PromoVideosStatus, type PromoVideosViewProps } from './promo-videos';
export { PromoVideosScreen, type PromoVideosScreenProps } from './promo-videos.connected';
