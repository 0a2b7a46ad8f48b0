import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Dialog } from '../Dialog';
import {
  expectPageGivenBack,
  expectPageHeldAt,
  scrollToOpener,
  TallPage,
} from '../../internal/testing/pageScroll';
import { Drawer, type DrawerProps } from './Drawer';

function Harness({ onOpenChange, children, ...props }: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div data-theme="main">
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Menu
      </button>
      <Drawer
        title="Navigation"
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          onOpenChange?.(change);
        }}
        {...props}
      >
        <nav aria-label="Main">
          <a href="#home">Home</a>
          <a href="#search">Search</a>
        </nav>
        {children}
      </Drawer>
    </div>
  );
}

// A desktop window unless a test says otherwise: below 660 px the panel fills the screen and has no
// outside to click. Set before each test, so no test depends on the one that ran before it.
beforeEach(async () => {
  await page.viewport(1024, 768);
});

describe('Drawer', () => {
  it('opens as a modal dialog named by its title with focus inside, trapped', async () => {
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect.element(drawer).toBeVisible();
    await expect.element(drawer).toHaveAttribute('aria-modal', 'true');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(page.getByRole('link', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onOpenChange = vi.fn();
    await render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect.element(page.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on a click outside the sheet', async () => {
    await render(<Harness side="left" />);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    const overlay = page.getByRole('dialog').element().parentElement;
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(page.elementLocator(overlay), { position: { x: 1000, y: 300 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('sits against the side it is given', async () => {
    await render(<Harness side="right" />);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    const drawer = page.getByRole('dialog');
    await expect.element(drawer).toHaveAttribute('data-side', 'right');
    await expect
      .poll(() => Math.round(drawer.element().getBoundingClientRect().right))
      .toBe(document.documentElement.clientWidth);
    expect(drawer.element().getBoundingClientRect().left).toBeGreaterThan(0);
  });

  it('works uncontrolled from defaultOpen', async () => {
    await render(
      <div data-theme="main">
        <Drawer title="Filters" defaultOpen>
          Nothing yet
        </Drawer>
      </div>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
  it('holds the page behind it still while open, and gives it back where it was', async () => {
    await render(
      <TallPage>
        <Harness />
      </TallPage>,
    );
    const opener = page.getByRole('button', { name: 'Menu' });
    const before = scrollToOpener(opener.element());
    await userEvent.click(opener);
    await expect.element(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectPageHeldAt(before.scrollY);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expectPageGivenBack(before);
  });

  it('with a dialog opened over it, keeps the page still until the last of the two closes', async () => {
    function DrawerWithDialog() {
      const [dialogOpen, setDialogOpen] = useState(false);
      return (
        <Harness>
          <button
            type="button"
            onClick={() => {
              setDialogOpen(true);
            }}
          >
            Sign out
          </button>
          <Dialog
            title="Sign out?"
            open={dialogOpen}
            onOpenChange={({ open }) => {
              setDialogOpen(open);
            }}
          >
            You can sign in again at any time.
          </Dialog>
        </Harness>
      );
    }
    await render(
      <TallPage>
        <DrawerWithDialog />
      </TallPage>,
    );
    const opener = page.getByRole('button', { name: 'Menu' });
    const before = scrollToOpener(opener.element());
    await userEvent.click(opener);
    await userEvent.click(page.getByRole('button', { name: 'Sign out' }));
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectPageHeldAt(before.scrollY);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expectPageGivenBack(before);
  });
});
