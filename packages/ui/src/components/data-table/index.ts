export { DataTable, type DataTableProps } from './data-table';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  codeColumn,
  figureColumn,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './data-table-columns';
export { DataTableRowMenu, type DataTableRowMenuItem, type DataTableRowMenuProps } from './data-table-row-menu';
