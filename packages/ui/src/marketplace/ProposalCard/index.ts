export { ProposalCard, defaultProposalCardLabels, offerStatuses, proposalViewers } from './ProposalCard';
export type {
  OfferStatus,
  ProposalCardLabels,
  ProposalCardOffer,
  ProposalCardProps,
  ProposalViewer,
  VoteDirection,
} from './ProposalCard';
