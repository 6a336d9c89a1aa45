// The list kit in one import: the column choice and its picker, the load error, the bulk bar, the
// unsaved-leave guard and the table (cards on a phone).
export { useColumnChoice, type ColumnChoice } from './columns';
export { BulkBar, ColumnPicker, LoadError, useLeaveGuard } from './parts';
export { ConsoleTable, type ConsoleColumn, type ConsoleColumns, type ConsoleTableProps } from './ConsoleTable';
