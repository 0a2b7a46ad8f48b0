export { ProposalCard } from './ProposalCard';
export type { ProposalCardProps } from './ProposalCard';
export { defaultProposalCardLabels, proposalViewers } from './proposalCardTypes';
export type {
  ProposalCardLabels,
  ProposalCardOffer,
  ProposalViewer,
  VoteDirection,
} from './proposalCardTypes';
