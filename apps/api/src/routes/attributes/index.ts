// attributes: search attributes (listed, searched, all at once), the search filter a free text
// stands for, and the services of the marketplace. Public, optional auth.
import type { Handlers } from '../../contract/types';
import { getAllAttributes } from './getAllAttributes';
import { getSearchFilter } from './getSearchFilter';
import { listAttributes } from './listAttributes';
import { listServices } from './listServices';
import { searchAttributes } from './searchAttributes';

export const attributeHandlers = {
  listAttributes,
  searchAttributes,
  getAllAttributes,
  getSearchFilter,
  listServices,
} satisfies Handlers;
