export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './badge';
