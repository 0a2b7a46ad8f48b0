export {
  PayoutMethodList,
  defaultPayoutMethodListLabels,
  maskAccountNumber,
  payoutDetails,
} from './PayoutMethodList';
export type { PayoutMethodListLabels, PayoutMethodListProps } from './PayoutMethodList';
