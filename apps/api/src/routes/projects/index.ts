// projects: casting and booking projects and their lifecycle actions (spec section 7 Projects), and
// the public summary of the castings open to auditions (the voice-over jobs page).
// Ownership: a project's owners (the posting client and the shared owners) and admins manage it
// (403 for anyone else, 404 for an unknown id or hash); every status change is decided by the
// project machine of @vo/machines (modules/projects/projectLifecycle), refused with 403 or 409 and its message.
import type { Handlers } from '../../contract/types';
import { acceptProjectTerms } from './acceptProjectTerms';
import { editBooking } from './editBooking';
import { closeProject } from './closeProject';
import { completeProject } from './completeProject';
import { countProjects } from './countProjects';
import { createProject } from './createProject';
import { createProjectAnswer } from './createProjectAnswer';
import { createProjectNote } from './createProjectNote';
import { createProjectQuestion } from './createProjectQuestion';
import { deleteProject } from './deleteProject';
import { deleteProjectAnswer } from './deleteProjectAnswer';
import { deleteProjectQuestion } from './deleteProjectQuestion';
import { enableProjectSecurePayments } from './enableProjectSecurePayments';
import { extendProject } from './extendProject';
import { getLimitOffers } from './getLimitOffers';
import { getOpenCastingsSummary } from './getOpenCastingsSummary';
import { getProject } from './getProject';
import { getProjectDeliverable } from './getProjectDeliverable';
import { listPendingApprovalProjects } from './listPendingApprovalProjects';
import { listProjectComments } from './listProjectComments';
import { listProjectNotes } from './listProjectNotes';
import { listRecentlyLikedProjects } from './listRecentlyLikedProjects';
import { listProjectQuestions } from './listProjectQuestions';
import { removeProjectSecurePayment } from './removeProjectSecurePayment';
import { setProjectAnswersAsReviewed } from './setProjectAnswersAsReviewed';
import { setProjectQuestionsAsReviewed } from './setProjectQuestionsAsReviewed';
import { quoteProject } from './quoteProject';
import { updateProject } from './updateProject';
import { payProject } from './payProject';
import { payProjectAdditionalPayment } from './payProjectAdditionalPayment';
import { createProjectAdditionalPayment } from './createProjectAdditionalPayment';
import { refundProject } from './refundProject';
import { setProjectFundsReleased } from './setProjectFundsReleased';
import { setProjectReadyToReleaseFunds } from './setProjectReadyToReleaseFunds';

export const projectHandlers = {
  createProject,
  getProject,
  getProjectDeliverable,
  updateProject,
  deleteProject,
  extendProject,
  closeProject,
  completeProject,
  enableProjectSecurePayments,
  removeProjectSecurePayment,
  listPendingApprovalProjects,
  getLimitOffers,
  getOpenCastingsSummary,
  // The dashboard's tabs: how many projects the caller owns, per status.
  countProjects,
  // The project's Q&A (modules/questions/projectQuestions; asking and answering decided by the project machine).
  listProjectQuestions,
  createProjectQuestion,
  createProjectAnswer,
  deleteProjectQuestion,
  deleteProjectAnswer,
  setProjectQuestionsAsReviewed,
  setProjectAnswersAsReviewed,
  // The owners' private notes and their comments across the project's proposals.
  listProjectNotes,
  createProjectNote,
  listProjectComments,
  // The client home's liked proposals.
  listRecentlyLikedProjects,
  // A booking's changed terms, accepted by the client (the one way to confirm them).
  acceptProjectTerms,
  editBooking,
  // A booking's or casting's price before it is posted (modules/bookings/pricing).
  quoteProject,
  // Secure Payment (modules/payments): the client pays into escrow, marks the funds ready; finance
  // releases them to the voice actor or refunds the client.
  payProject,
  setProjectReadyToReleaseFunds,
  setProjectFundsReleased,
  refundProject,
  // Additional payments: added by the client, paid like the quote, held and released with it.
  createProjectAdditionalPayment,
  payProjectAdditionalPayment,
} satisfies Handlers;
