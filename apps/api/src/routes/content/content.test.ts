// content: the seeded testimonials (newest first, by tags) and the external blog feed: the shipped seed
// feed when no address is configured; a configured feed fetched over real HTTP, cached in the database
// until it expires, served stale when the blog is down, 503 when it never answered.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { seedTestimonials, testimonialSeeds } from '../../seed/content';
import { readFeed } from '../../modules/content/blogFeed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedTestimonials(server.services.db, server.clock.now);
});
afterAll(() => server.dispose());

const field = (body: unknown, name: string) => (body as Record<string, unknown>[]).map((row) => row[name]);

describe('listTestimonials', () => {
  it('lists the seeded testimonials newest first, to anonymous visitors too', async () => {
    const res = await server.call('listTestimonials');
    expect(res.status).toBe(200);
    expect(field(res.body, 'author_name')).toEqual(testimonialSeeds.map((seed) => seed.authorName));
    expect(res.json[0]).toMatchObject({
      author_title: 'Learning Producer, Brightside Bank',
      rating: 5,
      picture: null,
      tags: ['home', 'clients', 'e-learning'],
    });
    expect(res.headers).toMatchObject({ 'total-rows': '6', 'total-pages': '1' });
  });

  it('keeps only testimonials carrying every tag asked for, page by page', async () => {
    const res = await server.call('listTestimonials', { query: { tags: 'home,clients', size: 2, page: 2 } });
    expect(field(res.body, 'author_name')).toEqual(['Sophie Laurent', 'Grace Liu']);
    expect(res.headers).toMatchObject({ 'total-rows': '4', 'total-pages': '2', 'current-page': '2' });
    const none = await server.call('listTestimonials', { query: { tags: 'voice-actors,e-learning' } });
    expect(none.body).toEqual([]);
  });

  it('refuses tags that are not slugs (400)', async () => {
    const res = await server.call('listTestimonials', { query: { tags: 'Home Page' } });
    expect(res.status).toBe(400);
  });
});

describe('the blog feed without a configured address', () => {
  it('serves the seed feed newest first, with its tags most used first', async () => {
    const posts = await server.call('listBlogPosts', { query: { size: 3 } });
    expect(posts.status).toBe(200);
    expect(field(posts.body, 'title')).toEqual([
      'How to price an e-learning voice-over job',
      'Writing a casting brief that gets the right auditions',
      'Home studio checklist: a quiet room before a new microphone',
    ]);
    expect(posts.json[0]).toMatchObject({
      id: 9031,
      url: 'https://blog.voicemarket.example/how-to-price-an-e-learning-voice-over-job/',
      author: 'Priya Raman',
      published_at: '2026-11-17T09:30:00.000Z',
      image: null,
    });
    expect(posts.headers).toMatchObject({ 'total-rows': '6', 'total-pages': '2' });
    const tags = await server.call('listBlogTags');
    const list = tags.json as unknown as { id: number; name: string; slug: string; count: number }[];
    expect(list.slice(0, 3).map((t) => [t.name, t.count])).toEqual([
      ['Casting', 2],
      ['For clients', 2],
      ['For voice actors', 2],
    ]);
    const pricing = list.find((t) => t.slug === 'pricing');
    expect(pricing?.count).toBe(2);
    const priced = await server.call('listBlogPosts', { query: { tags: String(pricing?.id) } });
    expect(field(priced.body, 'id')).toEqual([9031, 9008]);
  });
});

/** A blog on loopback: answers what `answer` says and counts its requests. */
async function startBlog(answer: () => { status: number; type: string; body: string }) {
  let hits = 0;
  const blog: Server = createServer((_req, res) => {
    hits += 1;
    const { status, type, body } = answer();
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  const { port } = blog.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/wp-json/wp/v2/posts?_embed`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) =>
        blog.close(() => {
          resolve();
        }),
      ),
  };
}

const wordPressPost = (id: number, title: string, date: string) => ({
  id,
  date_gmt: date,
  link: `https://blog.example.com/${String(id)}/`,
  title: { rendered: title },
  excerpt: { rendered: '<p>Quotes &amp; rates, explained.</p>\n' },
  _embedded: {
    author: [{ name: 'Priya Raman' }],
    'wp:featuredmedia': [{ source_url: `https://blog.example.com/uploads/${String(id)}.jpg` }],
    'wp:term': [[{ id: 4, name: 'Pricing', slug: 'pricing', taxonomy: 'category' }], []],
  },
});

describe('a configured blog feed, fetched over HTTP', () => {
  it('is fetched once, served from the database until it expires, then fetched again', async () => {
    let posts = [wordPressPost(501, 'Rates in 2026', '2026-11-01T09:00:00')];
    let down = false;
    const blog = await startBlog(() =>
      down
        ? { status: 500, type: 'text/plain', body: 'down' }
        : { status: 200, type: 'application/json', body: JSON.stringify(posts) },
    );
    const api = await startTestServer({ config: { blogFeedUrl: blog.url, blogFeedTtl: 600 } });
    try {
      const first = await api.call('listBlogPosts');
      expect(first.status).toBe(200);
      expect(first.json[0]).toMatchObject({
        id: 501,
        title: 'Rates in 2026',
        excerpt: 'Quotes & rates, explained.',
        author: 'Priya Raman',
        image: 'https://blog.example.com/uploads/501.jpg',
        published_at: '2026-11-01T09:00:00.000Z',
        tags: [{ id: 4, name: 'Pricing', slug: 'pricing' }],
      });
      expect(blog.hits()).toBe(1);

      // Within the expiry the blog is not asked again, even though it changed.
      posts = [wordPressPost(502, 'Pick-ups and revisions', '2026-11-20T09:00:00'), ...posts];
      api.clock.advance(599_000);
      expect(field((await api.call('listBlogPosts')).body, 'id')).toEqual([501]);
      expect((await api.call('listBlogTags')).json).toEqual([
        { id: 4, name: 'Pricing', slug: 'pricing', count: 1 },
      ]);
      expect(blog.hits()).toBe(1);

      // Expired: fetched again.
      api.clock.advance(2_000);
      expect(field((await api.call('listBlogPosts')).body, 'id')).toEqual([502, 501]);
      expect(blog.hits()).toBe(2);

      // Expired again while the blog is down: the last copy is served.
      down = true;
      api.clock.advance(601_000);
      const stale = await api.call('listBlogPosts');
      expect(stale.status).toBe(200);
      expect(field(stale.body, 'id')).toEqual([502, 501]);
      expect(blog.hits()).toBe(3);
    } finally {
      await api.dispose();
      await blog.close();
    }
  });

  it('answers 503 when the blog never answered', async () => {
    const blog = await startBlog(() => ({ status: 200, type: 'text/html', body: '<html>Not a feed</html>' }));
    const api = await startTestServer({ config: { blogFeedUrl: blog.url } });
    try {
      const res = await api.call('listBlogPosts');
      expect(res.status).toBe(503);
      expect(res.json['message']).toBe('The blog cannot be reached right now. Please try again later.');
    } finally {
      await api.dispose();
      await blog.close();
    }
  });
});

describe('readFeed', () => {
  it('reads RSS items, skipping those without a title, link or date', () => {
    const feed = readFeed(`<?xml version="1.0"?><rss version="2.0"><channel>
      <item><title>Mic &amp; room</title><link>https://blog.example.com/mic</link>
        <pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate><category>Recording</category>
        <enclosure url="https://blog.example.com/mic.jpg" type="image/jpeg" length="1"/></item>
      <item><title>No link</title><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate></item>
    </channel></rss>`);
    expect(feed.posts).toHaveLength(1);
    expect(feed.posts[0]).toMatchObject({
      title: 'Mic & room',
      image: 'https://blog.example.com/mic.jpg',
      excerpt: null,
      author: null,
      tags: [{ name: 'Recording', slug: 'recording' }],
    });
  });

  it('reads every character reference of an excerpt as a browser would, named or numbered', () => {
    const feed = readFeed(`<?xml version="1.0"?><rss version="2.0"><channel>
      <item><title>Room tone &ndash; a guide</title><link>https://blog.example.com/room</link>
        <pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
        <description><![CDATA[<p>Under &minus;60 dB, it&rsquo;s quiet &#8212; &eacute;tude &hellip;</p>]]></description></item>
    </channel></rss>`);
    expect(feed.posts[0]?.title).toBe('Room tone – a guide');
    expect(feed.posts[0]?.excerpt).toBe('Under −60 dB, it’s quiet — étude …');
  });
});
