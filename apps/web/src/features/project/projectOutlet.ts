import type { Project } from '@vo/sdk/hooks';
import type { Viewer } from '@vo/machines';
import { useOutletContext } from 'react-router';

/** What the project's page hands the child in its outlet (a nested route of the table). */
export interface ProjectOutlet {
  readonly project: Project;
  /** The id or public hash of the address. */
  readonly projectRef: string;
  readonly viewer: Viewer | null;
  /** An owner or an admin of the project (who see its invitations and answer its questions). */
  readonly managing: boolean;
}

/** The project a child of the project's page shows. */
export const useProjectOutlet = (): ProjectOutlet => useOutletContext<ProjectOutlet>();
