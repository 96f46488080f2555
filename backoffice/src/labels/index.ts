export { BulkLabelsButton } from './BulkLabelsButton';
export { ShippedColumnActions } from './ShippedColumnActions';
