// One screen for success and cancel (spec §2); it tells them apart by the path.
export { CheckoutResultPage as default } from '../../../src/components/CheckoutResultPage';
