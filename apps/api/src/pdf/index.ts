// The server's PDF papers (see paper.ts): what other modules import.
export { Paper, type Field, type PaperOptions } from './paper';
export type { TableColumn, TableContent } from './table';
