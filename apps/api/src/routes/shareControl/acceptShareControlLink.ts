// acceptShareControlLink: Open a shared ownership link (POST /share_control/{id}/accept). The
// signed-in caller becomes another owner of each casting the link holds (spec section 6: they review,
// like, comment and accept proposals as the posting client does). 404 for an id the server did not
// sign or that expired, or whose castings are all gone; 403 for a voice actor who auditioned for one
// of them. Opening it again changes nothing.
import type { Handler } from '../../contract/types';
import { loadProjectResources } from '../../modules/projects/projects';
import {
  addOwner,
  decodeShareControlLink,
  linkedCastings,
  requireNoAudition,
} from '../../modules/shareControl/shareControl';

export const acceptShareControlLink: Handler<'acceptShareControlLink'> = async ({
  viewer,
  params,
  services,
}) => {
  const { db } = services;
  const ids = decodeShareControlLink(params.id, services.tokenSecret, services.now());
  const castings = await linkedCastings(db, ids);
  await requireNoAudition(
    db,
    viewer,
    castings.map((row) => row.id),
  );
  const added: number[] = [];
  for (const row of castings) if (await addOwner(db, row.id, viewer.user.id)) added.push(row.id);
  return {
    status: 200,
    body: {
      projects: await loadProjectResources(db, castings, viewer, services.config.publicOrigin),
      added,
    },
  };
};
