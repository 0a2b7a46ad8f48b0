import { useQuery } from '@tanstack/react-query';
import type { CategoryPage as CategoryPageData, Experiment } from '@vo/sdk';
import { Banner, Button, Heading, Icon, Inline, Skeleton, Stack, Text } from '@vo/ui';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { CategoryInsights } from './CategoryInsights';
import { FooterPages, iconOf, SimilarPages } from './CategoryLinks';
import * as styles from './CategoryPage.css';
import { CategoryVoices } from './CategoryVoices';
import { categoryPageQuery, experimentQuery, slugFrom } from './categoryQuery';
import { CRO_LAYOUTS, layoutOf, outcomeHeadline, type CategorySection, type CroLayout } from './croVariants';
import { useCategoryPlayback, type CategoryPlayback } from './useCategoryPlayback';

/**
 * A category landing page (`/category/{slug}`, spec section 2): the kind of work, what casting it
 * takes, market figures, the category's voice actors with samples to play (the anonymous play gate
 * closes at 3 on these pages), similar categories and the footer's. The page runs the
 * category_pages_cro experiment (croVariants.ts): the server gives each visitor their variant and
 * bots Original; a tester sees the experiment and can preview every variant.
 */
export function CategoryPage() {
  const slug = slugFrom(useParams().slug);
  if (slug === null) return <AppErrorPage status={404} />;
  return <Category slug={slug} />;
}

function Category({ slug }: { slug: string }) {
  // The route's prefetch already fetched (or retried) on this visit: mounting does not ask again.
  const page = useQuery({ ...categoryPageQuery(slug), retryOnMount: false });
  const experiment = useQuery({ ...experimentQuery(), retryOnMount: false });
  const playback = useCategoryPlayback();

  // The variant decides the layout, so the page waits for it (at most its 6 tries) rather than
  // drawing Original and jumping to another layout under the visitor's eyes.
  if (experiment.isPending) return <CategorySkeleton />;
  // Section 8's global handling acts first: an unknown slug (404) goes to the error page with the
  // server's message, a network failure gets its snackbar. What stays here is a way to try again.
  return (
    <QueryState
      query={page}
      loading={<CategorySkeleton />}
      failed={{ title: 'This category could not be loaded' }}
    >
      {({ data }) => (
        <>
          <CategoryView
            page={data}
            experiment={experiment.isSuccess ? experiment.data.data : null}
            playback={playback}
          />
          {playback.dialog}
        </>
      )}
    </QueryState>
  );
}

function CategoryView({
  page,
  experiment,
  playback,
}: {
  page: CategoryPageData;
  experiment: Experiment | null;
  playback: CategoryPlayback;
}) {
  const user = useUser();
  const [search] = useSearchParams();
  const tester = user?.roles.includes('tester') ?? false;
  // A tester previews any variant with ?cro=<variant>; everyone else sees the one they were given.
  const preview = tester ? search.get('cro') : null;
  const variant =
    preview !== null && CRO_LAYOUTS[preview] !== undefined
      ? preview
      : (experiment?.current_variant ?? 'Original');
  const layout = layoutOf(variant);
  const here = `/category/${page.slug}`;

  const sections: Record<CategorySection, ReactNode> = {
    introduction: (
      <Text key="introduction" size="lg">
        {page.description}
      </Text>
    ),
    insights: <CategoryInsights key="insights" slug={page.slug} prominent={layout.prominentInsights} />,
    voices: (
      <CategoryVoices
        key="voices"
        page={page}
        playback={playback}
        after={layout.ctaAfterVoices ? <CallsToAction layout={layout} /> : null}
      />
    ),
    content: <Content key="content" page={page} />,
  };

  return (
    <Stack
      as="article"
      gap="xl"
      aria-labelledby="category-title"
      className={styles.page}
      data-variant={layout.variant}
    >
      {tester && experiment !== null && (
        <ExperimentBar experiment={experiment} shown={layout.variant} here={here} />
      )}
      <header className={styles.hero}>
        <Inline gap="md" align="center">
          <span className={styles.heroIcon}>
            <Icon name={iconOf(page.icon_id)} />
          </span>
          <Stack gap="xxs">
            {layout.headline === 'outcome' && (
              <Text tone="muted" weight="bold">
                {page.title}
              </Text>
            )}
            <Heading level={1} id="category-title">
              {layout.headline === 'outcome' ? outcomeHeadline(page.title) : page.title}
            </Heading>
          </Stack>
        </Inline>
        <CallsToAction layout={layout} />
      </header>
      {layout.sections.map((section) => sections[section])}
      <SimilarPages slug={page.slug} />
      <FooterPages current={page.slug} />
    </Stack>
  );
}

/** Searching and posting a project: Original leads with search, b with posting (free). */
function CallsToAction({ layout }: { layout: CroLayout }) {
  const navigate = useNavigate();
  const search = (
    <Button
      key="search"
      variant={layout.ctaOrder === 'search-first' ? 'primary' : 'secondary'}
      leadingIcon="search"
      onClick={() => void navigate('/search')}
    >
      Search voice actors
    </Button>
  );
  const post = (
    <Button
      key="post"
      variant={layout.ctaOrder === 'post-first' ? 'primary' : 'secondary'}
      leadingIcon="plus"
      // The form is open to everyone: an anonymous visitor signs up when posting (post-project flow).
      onClick={() => void navigate('/post')}
    >
      {layout.ctaOrder === 'post-first' ? 'Post a project for free' : 'Post a project'}
    </Button>
  );
  return (
    <Inline gap="sm" wrap>
      {layout.ctaOrder === 'post-first' ? [post, search] : [search, post]}
    </Inline>
  );
}

/** A tester sees the experiment (its [TEST] name from the server) and previews each variant. */
function ExperimentBar({ experiment, shown, here }: { experiment: Experiment; shown: string; here: string }) {
  return (
    <Banner label="Experiment" tone="info" icon="info" title={experiment.name}>
      <Stack gap="xs">
        <Text>{`You are shown variant ${shown}; your assigned variant is ${experiment.current_variant}.`}</Text>
        <nav aria-label="Preview a variant">
          <ul className={styles.links}>
            {experiment.variants.map((variant) => (
              <li key={variant}>
                <AppLink to={`${here}?cro=${encodeURIComponent(variant)}`}>{`Preview ${variant}`}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>
    </Banner>
  );
}

/** The page's editorial sections. */
function Content({ page }: { page: CategoryPageData }) {
  if (page.content.length === 0) return null;
  return (
    <Stack gap="lg">
      {page.content.map((section, index) => (
        <Stack as="section" key={section.heading} gap="sm" aria-labelledby={`category-content-${index}`}>
          <Heading level={2} id={`category-content-${index}`}>
            {section.heading}
          </Heading>
          <Text>{section.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The page's shape while it loads: no layout jump when it arrives. */
function CategorySkeleton() {
  return (
    <Stack as="article" gap="xl" aria-busy="true" aria-label="Loading the category" className={styles.page}>
      <div className={styles.hero}>
        <Inline gap="md" align="center">
          <Skeleton shape="circle" size="large" />
          <Skeleton lines={1} size="large" />
        </Inline>
        <Skeleton lines={1} />
      </div>
      <Skeleton lines={3} />
      <Skeleton lines={4} />
    </Stack>
  );
}
