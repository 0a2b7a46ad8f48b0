import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef } from 'react';
import { Banner, type BannerProps, type BannerTone, type CountdownLabels } from '../../components/Banner';
import { iconNames, type IconName } from '../../components/Icon';
import { Link } from '../../components/Link';
import * as styles from './PromoBanner.css';
import { cx } from '../../internal/cx';

/** A link under the promo message (the API's config.banner.actions). */
export interface PromoBannerAction {
  text: string;
  link: string;
}

/** How the promo's banner looks (spec section 3, Promo info: config.banner). */
export interface PromoBannerConfig {
  /** The headline. */
  text: string;
  /** The icon's name; names outside the icon set fall back to a sale tag. @default undefined */
  icon?: string | null;
  /** Counts down to the promo's expiry. @default false */
  countdown?: boolean;
  /** Can be dismissed (stored per promo code). @default false */
  dismissible?: boolean;
  /** The share of the width the text takes, in percent (spec section 9: 55). @default 55 */
  information_flex?: number | null;
  /** The call to action, worded per page. @default undefined */
  cta_copy?: { memberships_page?: string | null; extra_pages?: string | null } | null;
  /** Links after the message. @default undefined */
  actions?: readonly PromoBannerAction[] | null;
}

/** An active promo as the API returns it (spec section 3, Promo info). */
export interface PromoInfo {
  code: string;
  /** Why the promo cannot be used by this user; the banner is then not shown. */
  error?: string | null;
  config?: { banner?: PromoBannerConfig | null } | null;
  limits?: { dates?: { expire?: string | null } | null } | null;
}

/** Where the banner shows: the plans pages or one of the supported extra pages. */
export const promoBannerPages = ['memberships_page', 'extra_pages'] as const;
export type PromoBannerPage = (typeof promoBannerPages)[number];

/** Spec section 9: the promo banner's default text width. */
export const defaultPromoTextWidth = 55;

/** API icon names that have another name in the icon set. */
const iconAliases: Readonly<Record<string, IconName>> = { 'sale-tag': 'tag', sale: 'tag' };

/** The icon to draw for the API's icon name (the sale tag when unknown, none when null). */
export function promoIcon(icon: string | null | undefined): IconName | null {
  if (icon === null) return null;
  if (icon === undefined) return 'tag';
  const known = iconNames.find((name) => name === icon);
  return known ?? iconAliases[icon] ?? 'tag';
}

export interface PromoBannerProps extends Omit<
  BannerProps,
  'label' | 'children' | 'title' | 'icon' | 'actions' | 'endsAt' | 'dismissible'
> {
  /** The promo with its banner configuration. */
  promo: PromoInfo;
  /** The page it shows on, which picks the call-to-action wording. @default 'memberships_page' */
  page?: PromoBannerPage;
  /** The region's accessible name. @default 'Promotion' */
  label?: string;
  /** The tone. @default 'success' */
  tone?: BannerTone;
  /** Called when the user dismisses it; store the dismissal for this code. @default undefined */
  onDismiss?: (dismissal: { code: string }) => void;
  /** The countdown's texts. @default defaultCountdownLabels */
  countdownLabels?: Partial<CountdownLabels>;
}

/**
 * The promo banner of the plans pages and supported extra pages (spec section 4): the promo's text,
 * icon, call to action and links, a countdown to its expiry, dismissible per promo code. Nothing
 * renders for a promo the user cannot use (error set) or without a banner configuration.
 */
export const PromoBanner = forwardRef<HTMLElement, PromoBannerProps>(function PromoBanner(
  {
    promo,
    page = 'memberships_page',
    label = 'Promotion',
    tone = 'success',
    onDismiss,
    onOpenChange,
    className,
    ...rest
  },
  ref,
) {
  const banner = promo.config?.banner;
  if (!banner || promo.error) return null;
  const expire = promo.limits?.dates?.expire;
  const cta = banner.cta_copy?.[page];
  const actions = banner.actions ?? [];
  const width = banner.information_flex ?? defaultPromoTextWidth;
  return (
    <Banner
      ref={ref}
      label={label}
      tone={tone}
      title={banner.text}
      icon={promoIcon(banner.icon)}
      endsAt={banner.countdown && expire ? new Date(expire) : undefined}
      dismissible={banner.dismissible === true}
      onOpenChange={(change) => {
        onOpenChange?.(change);
        if (!change.open) onDismiss?.({ code: promo.code });
      }}
      actions={
        actions.length > 0 ? (
          <>
            {actions.map((action) => (
              <Link key={`${action.link}-${action.text}`} href={action.link} variant="standalone">
                {action.text}
              </Link>
            ))}
          </>
        ) : undefined
      }
      className={cx(styles.root, className)}
      style={assignInlineVars({ [styles.textWidth]: `${width}%` })}
      data-promo={promo.code}
      {...rest}
    >
      {cta}
    </Banner>
  );
});
