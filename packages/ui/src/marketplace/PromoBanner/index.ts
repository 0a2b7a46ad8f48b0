export { PromoBanner, defaultPromoTextWidth, promoBannerPages, promoIcon } from './PromoBanner';
export type {
  PromoBannerAction,
  PromoBannerConfig,
  PromoBannerPage,
  PromoBannerProps,
  PromoInfo,
} from './PromoBanner';
