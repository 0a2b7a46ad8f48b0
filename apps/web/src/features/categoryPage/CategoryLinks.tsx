import { useQuery } from '@tanstack/react-query';
import type { CategoryPageSummary } from '@vo/sdk';
import { Heading, Icon, Stack, type IconName } from '@vo/ui';
import { AppLink } from '../../lib/AppLink';
import * as styles from './CategoryPage.css';
import { footerPagesQuery, similarPagesQuery } from './categoryQuery';

/** The category icons (spec section 9: ids 1000 to 1013, one per kind of work), drawn with ours. */
const ICONS: readonly IconName[] = [
  'tag', // 1000 commercials
  'headphones', // 1001 narration
  'folder', // 1002 e-learning
  'archive', // 1003 audiobooks
  'trophy', // 1004 video games
  'star', // 1005 animation
  'message', // 1006 IVR and phone
  'eye', // 1007 documentaries
  'play', // 1008 podcasts
  'flag', // 1009 movie trailers
  'card', // 1010 corporate videos
  'language', // 1011 radio
  'home', // 1012 television
  'info', // 1013 explainer videos
];
export const iconOf = (iconId: number): IconName => ICONS[iconId - 1000] ?? 'headphones';

/** Links to category pages, each with its icon. */
function PageLinks({ pages, label }: { pages: readonly CategoryPageSummary[]; label: string }) {
  return (
    <ul className={styles.links} aria-label={label}>
      {pages.map((p) => (
        <li key={p.id} className={styles.linkItem}>
          <Icon name={iconOf(p.icon_id)} size="small" />
          <AppLink to={`/category/${p.slug}`} variant="standalone">
            {p.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The categories like this one; left out when there are none or they fail (the footer still links categories). */
export function SimilarPages({ slug }: { slug: string }) {
  const similar = useQuery({ ...similarPagesQuery(slug), retryOnMount: false });
  // Nothing similar, or it failed: the section is left out (the footer still links categories).
  if (!similar.isSuccess || similar.data.data.length === 0) return null;
  return (
    <Stack as="nav" gap="sm" aria-labelledby="category-similar">
      <Heading level={2} id="category-similar">
        Similar categories
      </Heading>
      <PageLinks pages={similar.data.data} label="Similar categories" />
    </Stack>
  );
}

/** Every other category, in the page's footer. */
export function FooterPages({ current }: { current: string }) {
  const footer = useQuery({ ...footerPagesQuery(), retryOnMount: false });
  if (!footer.isSuccess) return null;
  const pages = footer.data.data.filter((p) => p.slug !== current);
  if (pages.length === 0) return null;
  return (
    <Stack as="nav" gap="sm" aria-labelledby="category-footer" className={styles.footer}>
      <Heading level={2} id="category-footer" size="md">
        Browse voice actors by category
      </Heading>
      <PageLinks pages={pages} label="Categories" />
    </Stack>
  );
}
