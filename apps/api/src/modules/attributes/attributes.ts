// Search attributes (languages, accents, voice age/genders...) as the document's resources, read
// from memory where they can be (a row never changes once inserted), and a language's variants.
// The reading of a free text into a search filter is searchText.ts.
import type { Attribute, AttributeGroupName, AttributeRef, ServiceId } from '@vo/sdk';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributes, services as servicesTable } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

export type AttributeResource = Attribute;
type AttributeRow = typeof attributes.$inferSelect;

/** An attribute as searches and serializers need it: its ref and its group. */
export interface KnownAttribute {
  ref: AttributeRef;
  group: string;
}

/**
 * Attributes read so far, per database. A row of the attributes table never changes once inserted
 * (the seed and tests insert them; no operation updates or deletes one), so every search and every
 * voice actor card would otherwise ask the database for the same few names: a round trip per
 * request. Ids not read yet (or not existing) are asked for, so a newly inserted one is found.
 */
const knownAttributes = new WeakMap<Database, Map<number, KnownAttribute>>();

/** The attributes of the given ids that exist, by id: from memory, one query for the ids not read yet. */
export async function loadAttributes(
  db: Database,
  ids: Iterable<number>,
): Promise<Map<number, KnownAttribute>> {
  let known = knownAttributes.get(db);
  if (!known) {
    known = new Map();
    knownAttributes.set(db, known);
  }
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: attributes.id, name: attributes.name, slug: attributes.slug, group: attributes.group })
      .from(attributes)
      .where(inArray(attributes.id, missing));
    for (const a of rows) known.set(a.id, { ref: { id: a.id, name: a.name, slug: a.slug }, group: a.group });
  }
  const found = new Map<number, KnownAttribute>();
  for (const id of wanted) {
    const attribute = known.get(id);
    if (attribute) found.set(id, attribute);
  }
  return found;
}

/** The AttributeRefs of the given ids, by id (see loadAttributes: at most one query). */
export async function loadAttributeRefs(
  db: Database,
  ids: Iterable<number>,
): Promise<Map<number, AttributeRef>> {
  const found = await loadAttributes(db, ids);
  return new Map([...found].map(([id, attribute]) => [id, attribute.ref]));
}

/** The refs of a stored id list, in its order; an id whose attribute no longer exists is left out. */
export const refsOf = (byId: ReadonlyMap<number, AttributeRef>, ids: readonly number[]): AttributeRef[] =>
  ids.flatMap((id) => {
    const ref = byId.get(id);
    return ref ? [ref] : [];
  });

/** Every attribute id of a database, and the variants of each language (languages whose parent it is). */
interface LanguageFamilies {
  ids: Set<number>;
  variants: Map<number, number[]>;
}

/**
 * The language families read so far, per database: one query of the whole (small) table, again
 * only when asked about an id it does not hold (a row inserted since). Like knownAttributes, this
 * relies on rows never changing once inserted, and on a variant being inserted with its parent or
 * before the parent is searched (the seed and the test fixtures insert them together).
 */
const languageFamilies = new WeakMap<Database, LanguageFamilies>();

async function readLanguageFamilies(db: Database): Promise<LanguageFamilies> {
  const rows = await db
    .select({ id: attributes.id, group: attributes.group, parentId: attributes.parentId })
    .from(attributes);
  const families: LanguageFamilies = { ids: new Set(), variants: new Map() };
  for (const row of rows) {
    families.ids.add(row.id);
    // Accents point at a language too, but are not one of its variants: only languages are.
    if (row.group !== 'languages' || row.parentId === null) continue;
    families.variants.set(row.parentId, [...(families.variants.get(row.parentId) ?? []), row.id]);
  }
  languageFamilies.set(db, families);
  return families;
}

/**
 * The language ids with the variants of each, and theirs (Spanish with Spanish (Latin American)
 * and Spanish (Castilian)): a search for a language finds its variants' speakers. The given ids
 * first, in their order; from memory, at most one query (see languageFamilies).
 */
export async function withLanguageVariants(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  let families = languageFamilies.get(db);
  if (!families || ids.some((id) => !families?.ids.has(id))) families = await readLanguageFamilies(db);
  const all = new Set(ids);
  for (const id of all) for (const variant of families.variants.get(id) ?? []) all.add(variant);
  return [...all];
}

/** The groups in the order the document lists them (and lists are ordered by). */
export const attributeGroups = [
  'languages',
  'accents',
  'voice_age_genders',
  'additional_services',
  'recording_capabilities',
  'vocal_abilities',
  'categories',
] as const satisfies readonly AttributeGroupName[];

const isGroup = (value: string): value is AttributeGroupName =>
  (attributeGroups as readonly string[]).includes(value);

/** Only rows of the document's groups are ever served (a stray group in the table is ignored). */
export const knownGroup = inArray(attributes.group, [...attributeGroups]);

/** Group (in the document's order), then display order, then name. */
export const attributeOrder = [
  // The group names are this file's constants, not input.
  sql`array_position(${sql.raw(`ARRAY[${attributeGroups.map((g) => `'${g}'`).join(',')}]::text[]`)}, ${attributes.group})`,
  asc(attributes.displayOrder),
  asc(attributes.name),
  asc(attributes.id),
] as const;

export function toAttributeResource(row: AttributeRow): AttributeResource {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    // Filtered by knownGroup in every query that reads rows.
    group: isGroup(row.group) ? row.group : 'languages',
    parent_id: row.parentId,
    display_order: row.displayOrder,
  };
}

export async function allAttributes(db: Database): Promise<AttributeRow[]> {
  return db
    .select()
    .from(attributes)
    .where(knownGroup)
    .orderBy(...attributeOrder);
}

/** The services the document knows; a row of another id is never served. */
export const serviceIds = ['voice_over'] as const satisfies readonly ServiceId[];
export const isServiceId = (value: string): value is ServiceId =>
  (serviceIds as readonly string[]).includes(value);

/** LIKE pattern text: the caller's % and _ are literal characters. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the attributes (of one group, or all), in attributeOrder, and the total count. */
export async function attributePage(
  db: Database,
  group: AttributeGroupName | undefined,
  page: PageRequest,
): Promise<{ rows: AttributeRow[]; total: number }> {
  const where = group ? and(knownGroup, eq(attributes.group, group)) : knownGroup;
  const [total] = await db.select({ n: count() }).from(attributes).where(where);
  const rows = await db
    .select()
    .from(attributes)
    .where(where)
    .orderBy(...attributeOrder)
    .limit(page.size)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One page of the attributes whose name holds the (lowercase, trimmed) text, and the total count.
 * Best match first: the whole name, then a name that starts with the text, then a word of the
 * name that does ("span" finds "Spanish (Latin American)" before "Hispanic"), then anywhere.
 */
export async function searchAttributePage(
  db: Database,
  text: string,
  group: AttributeGroupName | undefined,
  page: PageRequest,
): Promise<{ rows: AttributeRow[]; total: number }> {
  const name = sql`lower(${attributes.name})`;
  const anywhere = `%${likeEscape(text)}%`;
  const where = and(
    knownGroup,
    group ? eq(attributes.group, group) : undefined,
    sql`${name} LIKE ${anywhere}`,
  );
  const rank = sql`CASE
    WHEN ${name} = ${text} THEN 0
    WHEN ${name} LIKE ${`${likeEscape(text)}%`} THEN 1
    WHEN ${name} LIKE ${`% ${likeEscape(text)}%`} OR ${name} LIKE ${`%(${likeEscape(text)}%`}
      OR ${name} LIKE ${`%-${likeEscape(text)}%`} THEN 2
    ELSE 3 END`;
  const [total] = await db.select({ n: count() }).from(attributes).where(where);
  const rows = await db
    .select()
    .from(attributes)
    .where(where)
    .orderBy(rank, ...attributeOrder)
    .limit(page.size)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

/** One page of the services the document knows, by name, as resources, and the total count. */
export async function servicePage(
  db: Database,
  page: PageRequest,
): Promise<{ services: { id: ServiceId; name: string }[]; total: number }> {
  const where = inArray(servicesTable.id, [...serviceIds]);
  const [total] = await db.select({ n: count() }).from(servicesTable).where(where);
  const rows = await db
    .select()
    .from(servicesTable)
    .where(where)
    .orderBy(asc(servicesTable.name), asc(servicesTable.id))
    .limit(page.size)
    .offset(page.offset);
  return {
    services: rows.flatMap((row) => (isServiceId(row.id) ? [{ id: row.id, name: row.name }] : [])),
    total: total?.n ?? 0,
  };
}
