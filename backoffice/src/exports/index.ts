export { BackgroundExportButton } from './BackgroundExportButton';
export { ExportProgress } from './ExportProgress';
export { packsStart } from './exportsApi';
