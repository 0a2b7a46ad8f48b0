import { createRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { secondPalette } from '../../theme/palettes';
import { Dialog, type DialogProps } from './Dialog';
import {
  expectPageGivenBack,
  expectPageHeldAt,
  scrollToOpener,
  TallPage,
} from '../../internal/testing/pageScroll';

function Harness({
  onOpenChange,
  brand = 'main',
  ...props
}: Partial<DialogProps> & { brand?: 'main' | 'second' }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-theme={brand} className={mainTheme}>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      <Dialog
        title="Edit profile"
        description="Change how clients see you."
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          onOpenChange?.(change);
        }}
        actions={
          <button
            type="button"
            onClick={() => {
              setOpen(false);
            }}
          >
            Save
          </button>
        }
        {...props}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </div>
  );
}

/** rgb(r, g, b) of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => String(parseInt(hex.slice(at, at + 2), 16))).join(', ')})`;

// A desktop window unless a test says otherwise: below 660 px the panel fills the screen and has no
// outside to click. Set before each test, so no test depends on the one that ran before it.
beforeEach(async () => {
  await page.viewport(1024, 768);
});

describe('Dialog', () => {
  it('opens as a modal dialog named by its title and described by its text, with focus inside', async () => {
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog).toHaveAccessibleDescription('Change how clients see you.');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onOpenChange = vi.fn();
    await render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect.element(page.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click outside the panel and on the close button', async () => {
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    const overlay = page.getByRole('dialog').element().parentElement;
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(page.elementLocator(overlay), { position: { x: 4, y: 4 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('when not dismissible, ignores Escape and outside clicks until the user answers', async () => {
    const onAccept = vi.fn();
    function Terms() {
      const [open, setOpen] = useState(true);
      return (
        <div data-theme="main">
          <Dialog
            title="Terms of service"
            open={open}
            dismissible={false}
            actions={
              <button
                type="button"
                onClick={() => {
                  onAccept({ accepted: true });
                  setOpen(false);
                }}
              >
                UNDERSTOOD
              </button>
            }
          >
            We updated our terms.
          </Dialog>
        </div>
      );
    }
    await render(<Terms />);
    const dialog = page.getByRole('dialog', { name: 'Terms of service' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const overlay = dialog.element().parentElement;
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(page.elementLocator(overlay), { position: { x: 4, y: 4 } });
    await expect.element(dialog).toBeVisible();
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'UNDERSTOOD' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledWith({ accepted: true });
  });

  it('nests: an inner dialog takes focus and Escape closes only the inner one', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <div data-theme="main">
          <Dialog title="Outer" defaultOpen>
            <button
              type="button"
              onClick={() => {
                setInner(true);
              }}
            >
              Open inner
            </button>
            <Dialog
              title="Inner"
              open={inner}
              onOpenChange={({ open }) => {
                setInner(open);
              }}
            >
              Inner text
            </Dialog>
          </Dialog>
        </div>
      );
    }
    await render(<Nested />);
    await userEvent.click(page.getByRole('button', { name: 'Open inner' }));
    const inner = page.getByRole('dialog', { name: 'Inner' });
    await expect.element(inner.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(inner.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(inner).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: 'Outer' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Open inner' })).toHaveFocus();
  });

  it('works uncontrolled from defaultOpen', async () => {
    const onOpenChange = vi.fn();
    await render(
      <div data-theme="main">
        <Dialog title="Welcome" defaultOpen onOpenChange={onOpenChange}>
          Hello
        </Dialog>
      </div>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });

  it('carries the brand of its themed ancestor into the portal', async () => {
    await render(<Harness brand="second" />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    const dialog = page.getByRole('dialog').element();
    expect(dialog.closest('[data-theme]')).toBeNull();
    expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(secondPalette.surfaceRaised));
  });

  it('takes the whole screen below 660 px', async () => {
    await page.viewport(600, 700);
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    const box = page.getByRole('dialog').element().getBoundingClientRect();
    expect(box.width).toBe(600);
    expect(box.height).toBe(700);
    await page.viewport(800, 700);
    await expect
      .poll(() => page.getByRole('dialog').element().getBoundingClientRect().width)
      .toBeLessThan(800);
  });

  it('forwards its ref to the panel, also when open from the start', async () => {
    const ref = createRef<HTMLDivElement>();
    await render(
      <div data-theme="main">
        <Dialog ref={ref} title="Welcome" defaultOpen>
          Hello
        </Dialog>
      </div>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    expect(ref.current).toBe(page.getByRole('dialog').element());
  });

  it('holds the page behind it still while open, and gives it back where it was', async () => {
    await render(
      <TallPage>
        <Harness />
      </TallPage>,
    );
    const opener = page.getByRole('button', { name: 'Open' });
    const before = scrollToOpener(opener.element());
    await userEvent.click(opener);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expectPageHeldAt(before.scrollY);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    await expectPageGivenBack(before);
  });

  it('when not dismissible, holds the page still too, until the user answers', async () => {
    await render(
      <TallPage>
        <Harness dismissible={false} />
      </TallPage>,
    );
    const opener = page.getByRole('button', { name: 'Open' });
    const before = scrollToOpener(opener.element());
    await userEvent.click(opener);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectPageHeldAt(before.scrollY);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expectPageGivenBack(before);
  });
});
