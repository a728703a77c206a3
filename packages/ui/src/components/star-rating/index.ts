export { StarRating, starRatingVariants, type StarRatingProps } from './star-rating';
export { ratingText, starsFor, type Stars } from './stars-for';
