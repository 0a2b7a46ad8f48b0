// attributes: search attributes (listed, searched, all at once), the search filter a free text
// stands for, and the services of the marketplace. Public, optional auth.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Handlers } from '../../contract/types';
import { attributes, services as servicesTable } from '../../db/schema';
import {
  allAttributes,
  attributeGroups,
  attributeOrder,
  knownGroup,
  readSearchText,
  toAttributeResource,
  type AttributeGroupName,
  type AttributeResource,
} from '../../domain/attributes';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { badRequest } from '../../http/errors';

type ServiceId = components['schemas']['ServiceId'];
type AttributeGroup = components['schemas']['AttributeGroup'];

/** The services the document knows; a row of another id is never served. */
const serviceIds = ['voice_over'] as const satisfies readonly ServiceId[];
const isServiceId = (value: string): value is ServiceId => (serviceIds as readonly string[]).includes(value);

/** LIKE pattern text: the caller's % and _ are literal characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const attributeHandlers = {
  listAttributes: async ({ services, query }) => {
    const page = pageRequest(query);
    const where = query.group ? and(knownGroup, eq(attributes.group, query.group)) : knownGroup;
    const [total] = await services.db.select({ n: count() }).from(attributes).where(where);
    const rows = await services.db
      .select()
      .from(attributes)
      .where(where)
      .orderBy(...attributeOrder)
      .limit(page.size)
      .offset(page.offset);
    return {
      status: 200,
      body: rows.map(toAttributeResource),
      headers: { ...pagingHeaders(page, total?.n ?? 0) },
    };
  },

  // Best match first: the whole name, then a name that starts with the text, then a word of the
  // name that does ("span" finds "Spanish (Latin American)" before "Hispanic"), then anywhere.
  searchAttributes: async ({ services, query }) => {
    const page = pageRequest(query);
    const text = query.text.trim().toLowerCase();
    if (text === '') throw badRequest('text_blank', 'text cannot be blank.');
    const name = sql`lower(${attributes.name})`;
    const anywhere = `%${likeEscape(text)}%`;
    const where = and(
      knownGroup,
      query.group ? eq(attributes.group, query.group) : undefined,
      sql`${name} LIKE ${anywhere}`,
    );
    const rank = sql`CASE
      WHEN ${name} = ${text} THEN 0
      WHEN ${name} LIKE ${`${likeEscape(text)}%`} THEN 1
      WHEN ${name} LIKE ${`% ${likeEscape(text)}%`} OR ${name} LIKE ${`%(${likeEscape(text)}%`}
        OR ${name} LIKE ${`%-${likeEscape(text)}%`} THEN 2
      ELSE 3 END`;
    const [total] = await services.db.select({ n: count() }).from(attributes).where(where);
    const rows = await services.db
      .select()
      .from(attributes)
      .where(where)
      .orderBy(rank, ...attributeOrder)
      .limit(page.size)
      .offset(page.offset);
    return {
      status: 200,
      body: rows.map(toAttributeResource),
      headers: { ...pagingHeaders(page, total?.n ?? 0) },
    };
  },

  getAllAttributes: async ({ services }) => {
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
  },

  getSearchFilter: async ({ services, query }) => ({
    status: 200,
    body: readSearchText(query.keywords, await allAttributes(services.db), query.service ?? 'voice_over'),
  }),

  listServices: async ({ services, query }) => {
    const page = pageRequest(query);
    const where = inArray(servicesTable.id, [...serviceIds]);
    const [total] = await services.db.select({ n: count() }).from(servicesTable).where(where);
    const rows = await services.db
      .select()
      .from(servicesTable)
      .where(where)
      .orderBy(asc(servicesTable.name), asc(servicesTable.id))
      .limit(page.size)
      .offset(page.offset);
    return {
      status: 200,
      body: rows.flatMap((row) => (isServiceId(row.id) ? [{ id: row.id, name: row.name }] : [])),
      headers: { ...pagingHeaders(page, total?.n ?? 0) },
    };
  },
} satisfies Handlers;
