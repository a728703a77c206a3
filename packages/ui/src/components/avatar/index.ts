export { Avatar, avatarVariants, type AvatarProps } from './avatar';
export { initialsOf } from './initials-of';
export { PersonPlaceholder } from './person-placeholder';
