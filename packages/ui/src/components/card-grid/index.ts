export { CardGrid, cardGridVariants, type CardGridProps } from './card-grid';
