// getAllAttributes: Get every attribute group at once (GET /attributes/all).
import type { Handler } from '../../contract/types';
import type { AttributeGroup, AttributeGroupName } from '@vo/sdk';
import {
  allAttributes,
  attributeGroups,
  toAttributeResource,
  type AttributeResource,
} from '../../modules/attributes/attributes';

export const getAllAttributes: Handler<'getAllAttributes'> = async ({ services }) => {
  const grouped = Object.fromEntries(attributeGroups.map((g) => [g, [] as AttributeResource[]])) as Record<
    AttributeGroupName,
    AttributeResource[]
  >;
  for (const row of await allAttributes(services.db)) {
    const resource = toAttributeResource(row);
    grouped[resource.group].push(resource);
  }
  const body: AttributeGroup = grouped;
  return { status: 200, body };
};
