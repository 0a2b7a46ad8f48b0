import { useQuery } from '@tanstack/react-query';
import type { BlogPost, CategoryPageSummary, Provider, Testimonial } from '@vo/sdk';
import { EmptyState, Heading, RatingStars, Skeleton, Stack, Text } from '@vo/ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppProviderCard } from '../../lib/AppProviderCard';
import { QueryState } from '../../lib/queryState';
import { ResourceLinks } from '../../lib/resourceLinks';
import { SearchBox, searchHref } from '../../lib/searchBox';
import * as styles from './HomePage.css';
import { blogQuery, categoriesQuery, featuredQuery, testimonialsQuery, variationWords } from './homeQuery';

const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Home (`/`, spec section 2) and its children: `/searchHome` (the search first), `/postHome` (posting a
 * project first) and `/altHome/{variationKeyword}` (a landing variation whose keyword titles the page
 * and fills the search). The search entry, category entry points, featured voice actors, testimonials,
 * the blog's newest posts and the post-a-project call to action; signed-in users are greeted by name.
 */
export function HomePage() {
  const { pathname } = useLocation();
  const keyword = variationWords(useParams().variationKeyword);
  const user = useUser();
  const postFirst = pathname === '/postHome';
  const firstName = user?.name.split(' ')[0] ?? '';
  const heading =
    keyword !== null
      ? `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)} voice actors`
      : user !== null
        ? `Welcome back, ${firstName}`
        : 'Find the right voice for your project';

  const cta = <PostProjectCta />;
  return (
    <Stack gap="xl">
      <section className={styles.hero} aria-labelledby="home-heading">
        <Heading level={1} id="home-heading">
          {heading}
        </Heading>
        <Text>
          Listen to demos from professional voice actors in dozens of languages, then message and book them
          directly.
        </Text>
        <SearchBox
          key={keyword ?? ''}
          id="home-search"
          defaultValue={keyword ?? ''}
          hint="Try a language, a voice, a style, or a voice actor’s name."
        />
      </section>
      {postFirst ? cta : null}
      <Categories />
      <Featured />
      {postFirst ? null : cta}
      <Testimonials />
      <Blog />
      <ResourceLinks />
    </Stack>
  );
}

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack as="section" gap="md" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
      {action}
    </Stack>
  );
}

/** Category entry points; the section steps aside when the categories cannot be loaded or there are none. */
function Categories() {
  const query = useQuery({ ...categoriesQuery(), retryOnMount: false });
  if (query.isError || (query.isSuccess && query.data.data.length === 0)) return null;
  return (
    <Section id="home-categories" title="Browse by category">
      {query.isPending ? (
        <Skeleton lines={2} aria-label="Loading the categories" />
      ) : (
        <ul className={styles.categories}>
          {query.data.data.map((page: CategoryPageSummary) => (
            <li key={page.id}>
              <Link className={styles.tile} to={`/category/${page.slug}`}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Featured() {
  // The route's prefetch already asked on this visit: mounting does not ask again (as the profile).
  const query = useQuery({ ...featuredQuery(), retryOnMount: false });
  const all = (
    <Text>
      <Link className={styles.link} to={searchHref()}>
        See all voice actors
      </Link>
    </Text>
  );
  return (
    <Section id="home-featured" title="Featured voice actors" action={all}>
      <QueryState
        query={query}
        loading={
          <ul className={styles.cards} aria-busy="true" aria-label="Loading the featured voice actors">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <Skeleton shape="rect" size="large" />
              </li>
            ))}
          </ul>
        }
        // A section of the home page: a quieter Try again, and no server wording in the shop window.
        failed={{
          title: 'The featured voice actors could not be loaded',
          headingLevel: 3,
          retryVariant: 'secondary',
          messageOf: () => undefined,
        }}
        isEmpty={({ data }) => data.length === 0}
        empty={<EmptyState icon="search" headingLevel={3} title="No voice actors to feature yet" />}
      >
        {({ data }) => (
          <ul className={styles.cards}>
            {data.map((provider: Provider) => (
              <li key={provider.id}>
                <AppProviderCard provider={provider} to={`/voice-actor/${String(provider.id)}`} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

/**
 * Posting a project: the form at `/post` is open to everyone (an anonymous visitor fills it in and
 * signs up when posting, in the post-project flow), so the call to action is one link for all.
 */
function PostProjectCta() {
  return (
    <section className={styles.cta} aria-labelledby="home-post">
      <Heading level={2} id="home-post">
        Post a project, get auditions
      </Heading>
      <Text>Describe your script once and voice actors send you auditions. Posting is free.</Text>
      <Link className={styles.link} to="/post">
        Post a project
      </Link>
    </section>
  );
}

/** What clients and voice actors say; steps aside when none can be shown. */
function Testimonials() {
  const query = useQuery({ ...testimonialsQuery(), retryOnMount: false });
  if (query.isError || (query.isSuccess && query.data.data.length === 0)) return null;
  return (
    <Section id="home-testimonials" title="What our clients and voice actors say">
      {query.isPending ? (
        <Skeleton lines={4} aria-label="Loading the testimonials" />
      ) : (
        <ul className={styles.columns}>
          {query.data.data.map((testimonial: Testimonial) => (
            <li key={testimonial.id}>
              <figure className={styles.panel}>
                {testimonial.rating != null ? <RatingStars value={testimonial.rating} /> : null}
                <blockquote className={styles.quote}>
                  <Text>{testimonial.text}</Text>
                </blockquote>
                <figcaption>
                  <Text weight="bold">{testimonial.author_name}</Text>
                  {testimonial.author_title != null ? (
                    <Text size="sm" tone="muted">
                      {testimonial.author_title}
                    </Text>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The blog's newest posts, opening on the blog; steps aside when the blog cannot be reached. */
function Blog() {
  const query = useQuery({ ...blogQuery(), retryOnMount: false });
  if (query.isError || (query.isSuccess && query.data.data.length === 0)) return null;
  return (
    <Section id="home-blog" title="From the blog">
      {query.isPending ? (
        <Skeleton lines={4} aria-label="Loading the blog posts" />
      ) : (
        <ul className={styles.columns}>
          {query.data.data.map((post: BlogPost) => (
            <li key={post.id}>
              <article className={styles.panel} aria-labelledby={`blog-post-${String(post.id)}`}>
                <Heading level={3} id={`blog-post-${String(post.id)}`}>
                  <a className={styles.link} href={post.url} rel="noopener">
                    {post.title}
                  </a>
                </Heading>
                <Text size="sm" tone="muted">
                  {[dates.format(new Date(post.published_at)), post.author].filter(Boolean).join(' · ')}
                </Text>
                {post.excerpt != null ? <Text>{post.excerpt}</Text> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
