// tags: the tag list (any signed-in user) and its management by admins (create a tag, or set the
// excluded flag of the tag of that name). Names are unique case-insensitively.
import type { Handlers } from '../../contract/types';
import { extractTags } from './extractTags';
import { listTags } from './listTags';
import { saveTag } from './saveTag';

export const tagHandlers = {
  extractTags,
  listTags,
  saveTag,
} satisfies Handlers;
