export { BackgroundExportButton } from './BackgroundExportButton';
export { ExportProgress } from './ExportProgress';
export { labelsBody, packsBody, type ExportJob } from './exportJob';
export { useStartExport } from './useExports';
