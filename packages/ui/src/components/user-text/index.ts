export { UserText } from './user-text';
export { UserTextIn, type UserTextInProps } from './user-text-in';
