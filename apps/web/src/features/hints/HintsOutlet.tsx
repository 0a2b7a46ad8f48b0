import type { PromoInfo } from '@vo/sdk';
import { Banner, Link, PromoBanner, Stack, Tip, Tour } from '@vo/ui';
import { useId, useState } from 'react';
import { useClock, useNow } from './clock';
import type { HintId } from './definitions';
import type { TourStepContent } from './hintTypes';
import { dismissalEvent, type SendSessionEvent } from './dismiss';
import type { HintPageId } from './pages';
import type { HintViewer } from './viewer';
import {
  isKind,
  layoutHints,
  visibleHints,
  type Dismissal,
  type VisibleBanner,
  type VisiblePromo,
  type VisibleTour,
} from './visibleHints';

export interface HintsOutletProps {
  /** Who looks at the page. */
  viewer: HintViewer;
  /** The current route's page id; null on a page with no hints of its own (only site-wide ones show). */
  pageId: HintPageId | null;
  /** The session machine's send: dismissals go there as session events. */
  send: SendSessionEvent;
  /** On 'plans.promo': the promo code of the address. @default undefined */
  promoCode?: string;
  /** The active promos (GET /promo_codes/active with the user's id). @default [] */
  promos?: readonly PromoInfo[];
  /** Hints the page renders itself next to its own elements. @default [] */
  exclude?: readonly HintId[];
}

/** What was closed here, for the user it was closed by (a different user starts afresh). */
interface LocalDismissals {
  readonly userId: number | null;
  readonly keys: ReadonlySet<string>;
}

/**
 * The page's hints and banners (spec section 4): the banners that apply now, one above the other,
 * then one guided tip (shown after its delay, pointing from under the banners) or the running tour.
 * Closing one sends its session event and hides it at once, before the user object catches up.
 */
export function HintsOutlet({ viewer, pageId, send, promoCode, promos, exclude }: HintsOutletProps) {
  const clock = useClock();
  const now = useNow();
  const tipAnchorId = useId();
  const userId = viewer.user?.id ?? null;
  const [local, setLocal] = useState<LocalDismissals>({ userId, keys: new Set() });
  const dismissed = local.userId === userId ? local.keys : new Set<string>();

  const { banners, tip, tour } = layoutHints(
    visibleHints({ viewer, pageId, now, promoCode, promos, dismissed, exclude }),
  );
  if (banners.length === 0 && tip === null && tour === null) return null;

  function hide(key: string) {
    setLocal((previous) => ({
      userId,
      keys: new Set([...(previous.userId === userId ? previous.keys : []), key]),
    }));
  }

  function store(dismissal: Dismissal) {
    const event = dismissalEvent(dismissal, viewer.user, clock());
    if (event !== null) send(event);
  }

  function dismiss(hint: { key: string; dismissal: Dismissal }) {
    hide(hint.key);
    store(hint.dismissal);
  }

  return (
    <Stack gap="sm" data-hints-page={pageId ?? undefined}>
      {banners.map((hint) =>
        isKind(hint, 'promo') ? (
          <HintPromoBanner key={hint.key} hint={hint} pageId={pageId} onDismiss={dismiss} />
        ) : (
          <HintBanner key={hint.key} hint={hint} onDismiss={dismiss} />
        ),
      )}
      {tip !== null ? (
        <>
          <div id={tipAnchorId} />
          <Tip
            key={tip.key}
            anchorId={tipAnchorId}
            title={tip.definition.tip.title}
            delay={tip.definition.delayMs}
            onClose={() => {
              dismiss(tip);
            }}
          >
            {tip.definition.tip.text}
            {tip.definition.tip.action === undefined ? null : (
              <>
                {' '}
                <Link href={tip.definition.tip.action.href} variant="standalone">
                  {tip.definition.tip.action.text}
                </Link>
              </>
            )}
          </Tip>
        </>
      ) : null}
      {tour !== null ? (
        <HintTour
          // A new role has other steps: start the tour afresh.
          key={`${tour.key}:${viewer.activeRole ?? 'none'}`}
          hint={tour}
          viewer={viewer}
          onStepDone={(flag) => {
            store({ kind: 'discoveryFlag', flag });
          }}
          onEnd={(lastStepFlag) => {
            hide(tour.key);
            store(
              lastStepFlag === undefined ? tour.dismissal : { kind: 'discoveryFlag', flag: lastStepFlag },
            );
          }}
        />
      ) : null}
    </Stack>
  );
}

interface DismissProps {
  onDismiss: (hint: { key: string; dismissal: Dismissal }) => void;
}

function HintBanner({ hint, onDismiss }: { hint: VisibleBanner } & DismissProps) {
  const { banner } = hint.definition;
  return (
    <Banner
      label={banner.label}
      tone={banner.tone}
      title={banner.title}
      endsAt={banner.countdownTo === undefined ? undefined : new Date(banner.countdownTo)}
      actions={
        banner.action === undefined ? undefined : (
          <Link href={banner.action.href} variant="standalone">
            {banner.action.text}
          </Link>
        )
      }
      dismissible={hint.dismissal.kind !== 'none'}
      dismissLabel={`Dismiss ${banner.label}`}
      onOpenChange={({ open }) => {
        if (!open) onDismiss(hint);
      }}
    >
      {banner.text}
    </Banner>
  );
}

function HintPromoBanner({
  hint,
  pageId,
  onDismiss,
}: { hint: VisiblePromo; pageId: HintPageId | null } & DismissProps) {
  const onPlans = pageId !== null && hint.definition.membershipPages.includes(pageId);
  return (
    <PromoBanner
      promo={hint.promo}
      page={onPlans ? 'memberships_page' : 'extra_pages'}
      dismissLabel="Dismiss promotion"
      onDismiss={() => {
        onDismiss(hint);
      }}
    />
  );
}

/**
 * A running tour. Moving past a step that has its own flag (the navbar tour) sets that flag; finishing
 * sets the last step's flag (the session machine then sets the finished flag) or, for a tour without
 * step flags, the tour's flag; skipping sets the tour's flag.
 */
function HintTour({
  hint,
  viewer,
  onStepDone,
  onEnd,
}: {
  hint: VisibleTour;
  viewer: HintViewer;
  onStepDone: (flag: NonNullable<TourStepContent['flag']>) => void;
  onEnd: (lastStepFlag: TourStepContent['flag']) => void;
}) {
  // The steps are fixed when the tour starts: the flags set while it runs must not move it.
  const [{ steps, start }] = useState(() => hint.definition.tour(viewer));
  const [step, setStep] = useState(start);
  return (
    <Tour
      open
      steps={steps}
      step={step}
      onStepChange={({ step: to }) => {
        const left = steps[step];
        if (to > step && left?.flag !== undefined) onStepDone(left.flag);
        setStep(to);
      }}
      onFinish={() => {
        onEnd(steps[steps.length - 1]?.flag);
      }}
      onSkip={() => {
        onEnd(undefined);
      }}
    />
  );
}
