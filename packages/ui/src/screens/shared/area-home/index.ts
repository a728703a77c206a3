export { AreaHome, type AreaHomeProps, type AreaHomeSection } from './area-home';
