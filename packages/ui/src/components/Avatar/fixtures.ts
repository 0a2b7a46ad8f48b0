// Picture fixtures for stories and tests: inline SVG images (no network), each marked with its size.
const svg = (mark: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><text x="32" y="40" font-size="24" text-anchor="middle" fill="white">${mark}</text></svg>`,
  )}`;

export const examplePictures = {
  picture_large: svg('L', '#2d6a4f'),
  picture_medium: svg('M', '#1d3557'),
  picture_small: svg('S', '#6d2e46'),
};

/** An address that never loads, to show the initials fallback. */
export const brokenPicture = '/avatar-that-does-not-exist.png';
