import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CategoryPage as CategoryPageData,
  type CategoryPageInsights,
  type CategoryPageSummary,
  type Experiment,
  type Provider,
} from '@vo/sdk';
import {
  Banner,
  Button,
  EmptyState,
  Heading,
  Icon,
  Inline,
  Skeleton,
  Stack,
  StatCard,
  Text,
  type IconName,
} from '@vo/ui';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { FavoriteProviderCard } from '../../lib/favorites';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState, type QueryFailure } from '../../lib/queryState';
import * as styles from './CategoryPage.css';
import {
  categoryInsightsQuery,
  categoryPageQuery,
  categoryVoicesQuery,
  experimentQuery,
  footerPagesQuery,
  similarPagesQuery,
  slugFrom,
} from './categoryQuery';
import { CRO_LAYOUTS, layoutOf, outcomeHeadline, type CategorySection, type CroLayout } from './croVariants';
import { useCategoryPlayback, type CategoryPlayback } from './useCategoryPlayback';

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
const iconOf = (iconId: number): IconName => ICONS[iconId - 1000] ?? 'headphones';

const numbers = new Intl.NumberFormat('en');
const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

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
    insights: <Insights key="insights" slug={page.slug} prominent={layout.prominentInsights} />,
    voices: (
      <Voices
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

/** The market figures, as facts (Original, b, c) or as stat cards (d). */
function Insights({ slug, prominent }: { slug: string; prominent: boolean }) {
  const insights = useQuery({ ...categoryInsightsQuery(slug), retryOnMount: false });
  return (
    <Stack as="section" gap="md" aria-labelledby="category-insights">
      <Heading level={2} id="category-insights">
        The market at a glance
      </Heading>
      <QueryState query={insights} loading={<Skeleton lines={2} />} failed={sectionFailed('The figures')}>
        {({ data }) => <Figures insights={data} prominent={prominent} />}
      </QueryState>
    </Stack>
  );
}

function figuresOf(insights: CategoryPageInsights): { label: string; value: string; description?: string }[] {
  const figures: { label: string; value: string; description?: string }[] = [
    { label: 'Voice actors', value: numbers.format(insights.providers_count) },
    { label: 'Samples to listen to', value: numbers.format(insights.samples_count) },
    {
      label: 'Average rating',
      // Section 5: the average shows only from 5 reviews.
      value: insights.average_rating != null ? `${insights.average_rating.toFixed(1)} / 5` : 'Not rated yet',
      description: `${numbers.format(insights.reviews_count)} reviews`,
    },
    {
      label: 'Projects in the last 12 months',
      value: numbers.format(insights.projects_count),
      ...(insights.average_budget != null
        ? { description: `Average budget ${dollars.format(insights.average_budget)}` }
        : {}),
    },
  ];
  return figures;
}

function Figures({ insights, prominent }: { insights: CategoryPageInsights; prominent: boolean }) {
  const figures = figuresOf(insights);
  const languages = (insights.top_languages ?? []).map((l) => l.name).join(', ');
  return (
    <Stack gap="md">
      {prominent ? (
        <ul className={styles.statCards} aria-label="Figures">
          {figures.map((figure) => (
            <li key={figure.label}>
              <StatCard label={figure.label} value={figure.value} description={figure.description} />
            </li>
          ))}
        </ul>
      ) : (
        <dl className={styles.facts}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.fact}>
              <dt className={styles.factLabel}>
                {figure.description !== undefined ? `${figure.label} (${figure.description})` : figure.label}
              </dt>
              <dd className={styles.factValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {languages !== '' && <Text tone="muted">{`Most offered languages: ${languages}.`}</Text>}
    </Stack>
  );
}

/** The category's voice actors, a page at a time (the page in the address), each with a sample. */
function Voices({
  page,
  playback,
  after,
}: {
  page: CategoryPageData;
  playback: CategoryPlayback;
  after: ReactNode;
}) {
  const { page: current, goToPage } = usePageParam();
  const voices = useQuery({
    ...categoryVoicesQuery(page.slug, current),
    retryOnMount: false,
    // The previous page stays while the next arrives: the list does not collapse under the pager.
    placeholderData: keepPreviousData,
  });
  return (
    <Stack as="section" gap="md" aria-labelledby="category-voices">
      <Heading level={2} id="category-voices">
        {`Listen to ${page.title.charAt(0).toLowerCase()}${page.title.slice(1)}`}
      </Heading>
      <QueryState
        query={voices}
        loading={
          <Stack gap="md" aria-busy="true" aria-label="Loading the voice actors">
            <Skeleton lines={4} />
            <Skeleton lines={4} />
          </Stack>
        }
        failed={sectionFailed('The voice actors')}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="headphones"
            headingLevel={3}
            title="No voice actors here yet"
            message="Search every voice actor, or post a project and let voice actors come to you."
          />
        }
      >
        {({ data }) => (
          <ul className={styles.voices} aria-label={`Voice actors: ${page.title}`}>
            {data.map((provider) => (
              <li key={provider.id}>
                <VoiceCard provider={provider} playback={playback} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {voices.isSuccess && (
        <ListPager
          paging={pagingOf(voices.data.headers, voices.data.data.length)}
          page={current}
          summary={false}
          onPage={goToPage}
        />
      )}
      {after}
    </Stack>
  );
}

function VoiceCard({ provider, playback }: { provider: Provider; playback: CategoryPlayback }) {
  const sample = (provider.samples ?? []).find((s) => s.is_valid);
  return (
    <FavoriteProviderCard
      provider={provider}
      source="category"
      sample={sample}
      to={`/voice-actor/${provider.id}`}
      labels={{ bestMatch: 'Sample' }}
      onSampleListened={() => {
        if (sample !== undefined) playback.onListened({ src: sample.file });
      }}
    />
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

function SimilarPages({ slug }: { slug: string }) {
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

function FooterPages({ current }: { current: string }) {
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

/** A section's failure under the loaded page: quieter, and without the server's wording. */
const sectionFailed = (what: string): QueryFailure => ({
  title: `${what} could not be loaded`,
  headingLevel: 3,
  retryVariant: 'secondary',
  messageOf: () => undefined,
});

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
