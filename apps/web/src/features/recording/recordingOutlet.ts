import type { Project } from '@vo/sdk/hooks';
import type { Viewer } from '@vo/machines';
import { useOutletContext } from 'react-router';

/**
 * What the project's page hands a child in its outlet, as the recording's pages read it: the project
 * (a booking), the id or hash of the address and who is looking. Typed here by shape, since a feature
 * does not import another's.
 */
export interface RecordingOutlet {
  readonly project: Project;
  readonly projectRef: string;
  readonly viewer: Viewer | null;
}

export const useRecordingOutlet = (): RecordingOutlet => useOutletContext<RecordingOutlet>();

/** The viewer is the voice actor booked on the project. */
export const isBookedVoiceActor = (project: Pick<Project, 'provider_id'>, viewer: Viewer | null): boolean =>
  viewer !== null &&
  viewer.providerId !== null &&
  viewer.providerId !== undefined &&
  project.provider_id === viewer.providerId;
