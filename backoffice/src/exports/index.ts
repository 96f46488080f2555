export { BackgroundExportButton } from './BackgroundExportButton';
export { ExportProgress } from './ExportProgress';
