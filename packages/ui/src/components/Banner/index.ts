export { Banner, bannerToneIcons, bannerTones, countdownParts, defaultCountdownLabels } from './Banner';
export type { BannerProps, BannerTone, CountdownLabels, CountdownParts } from './Banner';
