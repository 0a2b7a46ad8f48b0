export { ProposalCard, defaultProposalCardLabels, proposalViewers } from './ProposalCard';
export type {
  ProposalCardLabels,
  ProposalCardOffer,
  ProposalCardProps,
  ProposalViewer,
  VoteDirection,
} from './ProposalCard';
