// tags: the tag list (any signed-in user) and its management by admins (create a tag, or set the
// excluded flag of the tag of that name, import a file of tags). Names are unique case-insensitively;
// a sample's owner or an admin excludes tags from one sample.
import type { Handlers } from '../../contract/types';
import { appendExcludedTags } from './appendExcludedTags';
import { extractTags } from './extractTags';
import { listTags } from './listTags';
import { saveTag } from './saveTag';
import { uploadTagsFile } from './uploadTagsFile';

export const tagHandlers = {
  extractTags,
  listTags,
  saveTag,
  uploadTagsFile,
  appendExcludedTags,
} satisfies Handlers;
