// Column types the tables share: PostgreSQL's tsvector, timestamps with time zone as Dates, and
// the JSONB documents' shape.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type JsonObject = Record<string, unknown>;
