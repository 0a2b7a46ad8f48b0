// Writing a voice actor's proposal: what a new or changed offer must hold, checked before it is
// stored (the project receives proposals, the samples are the voice actor's, a sent proposal has a
// recording or a sample), and the audition file named as the client downloads it.
import { randomBytes } from 'node:crypto';
import { projectIsOpen } from '@vo/machines';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import type { Services } from '../../services';
import { findInvitation } from '../invitations/invitations';
import { takeStep } from '../invitations/invitationSteps';
import { projectEntity, type LoadedProject } from '../projects/projectLifecycle';
import { ownSamples } from '../samples/samples';

export const newOfferHash = () => randomBytes(8).toString('base64url');

/** The marketplace's name, which begins every audition's download name. */
export const BRAND_NAME = 'VoiceMarket';

/** 409 unless the project is a casting that still receives proposals (the project machine's `open`). */
export function requireOpenCasting(project: LoadedProject): void {
  if (project.row.type !== 'casting')
    throw conflict('not_a_casting', 'Proposals go to castings; this project is a booking.');
  if (!projectIsOpen(projectEntity(project)))
    throw conflict('casting_not_open', 'This casting no longer receives proposals.');
}

/** 422 unless every sample is the voice actor's own. */
export async function checkRelatedSamples(db: Database, providerId: number, ids: readonly number[]) {
  await ownSamples(db, providerId, ids);
}

/** 422 when a proposal to send has neither a recording nor a sample (the spec's words). */
export function requireAudition(hasFile: boolean, relatedSamples: readonly number[]): void {
  if (!hasFile && relatedSamples.length === 0)
    throw unprocessable('offer_file_required', 'A valid file is required.');
}

/**
 * The name the audition file is downloaded under: the brand, the project's name and the voice
 * actor's name, dots removed (spec section 9), with the upload's extension.
 */
export function auditionFileName(
  brand: string,
  projectName: string,
  actorName: string,
  original: string | null,
) {
  const part = (text: string) =>
    text
      .replace(/\./g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase();
  const extension = /\.([a-z0-9]{1,5})$/i.exec(original ?? '')?.[1]?.toLowerCase() ?? 'mp3';
  return `${[brand, projectName, actorName].map(part).filter(Boolean).join('-')}.${extension}`;
}

/** Records an uploaded audition, under the name it is downloaded as (`auditionFileName`). */
export async function storeAuditionFile(
  db: Database,
  upload: { id: string; contentType: string; size: number },
  ownerId: number,
  name: string,
  now: Date,
) {
  await db.insert(files).values({
    id: upload.id,
    ownerId,
    kind: 'audio',
    contentType: upload.contentType,
    size: upload.size,
    originalName: name.slice(0, 255),
    createdAt: now,
  });
}

/**
 * The invitation a proposal answers: the voice actor's own to this project (422 otherwise), accepted
 * by the answer when it was still waiting (the invitation machine decides, as for Accept).
 */
export async function answerInvitation(
  services: Services,
  viewer: Viewer,
  invitationId: number,
  project: LoadedProject,
): Promise<number> {
  const invitation = await findInvitation(services.db, invitationId).catch(() => null);
  if (
    !invitation ||
    invitation.row.projectId !== project.row.id ||
    invitation.row.providerId !== viewer.providerId
  )
    throw unprocessable('invitation_not_yours', 'This invitation is not yours for this project.');
  if (invitation.row.status === 'requested' || invitation.row.status === 'opened')
    await takeStep(services, invitation, { kind: 'accept' }, viewer);
  return invitation.row.id;
}
