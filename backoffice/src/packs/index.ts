export { PackButton } from './PackButton';
export { BulkPacksButton } from './BulkPacksButton';
export { packFilename } from './packFilename';
