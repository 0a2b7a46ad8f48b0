// Testimonials (spec sections 3 and 7): newest first, optionally only those carrying every tag asked for.
import { and, arrayContains, count, desc, type SQL } from 'drizzle-orm';
import type { Testimonial } from '@vo/sdk';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { pictureUrls } from '../../files/pictureUrls';

export async function testimonialPage(
  db: Database,
  tags: readonly string[],
  page: PageRequest,
  publicOrigin: string,
): Promise<{ rows: Testimonial[]; total: number }> {
  const where: SQL | undefined =
    tags.length > 0 ? and(arrayContains(testimonials.tags, [...tags])) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(testimonials).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      author_name: row.authorName,
      author_title: row.authorTitle,
      text: row.text,
      picture: pictureUrls(publicOrigin, row.pictureFileId).small,
      rating: row.rating,
      tags: row.tags,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
