// Who is a crawler: one rule for the server, which always gives crawlers the Original variant of an
// experiment (spec section 5), and for the web app's server render, which renders that Original
// for them instead of leaving the variant to the browser.

/**
 * Search crawlers, link-preview fetchers and the prerender agents that render pages for them
 * (Prerender.io, Rendertron). Matched case-insensitively on the User-Agent. A bare HeadlessChrome
 * is not one: automated tests and page-speed tools use it, and they should see what people see.
 */
const CRAWLER_USER_AGENT =
  /bot\b|bot\/|crawler|spider|crawling|slurp|bingpreview|mediapartners-google|adsbot|googleother|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|yandex|baiduspider|duckduckgo|applebot|prerender|rendertron|phantomjs/i;

/** True for a search crawler's or prerender agent's User-Agent. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_USER_AGENT.test(userAgent);
}
