export { PackButton } from './PackButton';
export { BulkPacksButton } from './BulkPacksButton';
export { packUrl, packFilename } from './packUrl';
