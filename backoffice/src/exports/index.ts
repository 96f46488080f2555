export { BackgroundExportButton } from './BackgroundExportButton';
export { ExportProgress } from './ExportProgress';
export { packsBody, type ExportJob } from './exportJob';
export { useStartExport } from './useExports';
