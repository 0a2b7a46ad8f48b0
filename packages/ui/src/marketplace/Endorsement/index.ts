export {
  Endorsement,
  endorsementState,
  endorsementStates,
  endorsementUserTypes,
  endorsementViews,
} from './Endorsement';
export type {
  EndorsementData,
  EndorsementProps,
  EndorsementState,
  EndorsementUserType,
  EndorsementView,
} from './Endorsement';
