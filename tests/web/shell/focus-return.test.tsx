import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfirmDialog from '@/components/common/confirm-dialog';
import LoginDialog from '@/features/auth/components/login-dialog';
import { AppHeader } from '@/features/shell/components/app-header';
import { PageLayout } from '@/features/shell/components/layouts';
import { useFocusRescue } from '@/hooks/use-focus-rescue';
import { useModals } from '@/state/modals';
import { makeUser, mockFetch, renderShell } from './harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { resetRouter, router } from '../test-kit/router-mock';
import auth from '../../../public/locales/en/auth.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

function Rescue() {
  useFocusRescue();
  return null;
}

describe('skip link (WCAG 2.4.1)', () => {
  it('is the first Tab stop and moves focus into the main landmark', async () => {
    mockFetch({});
    renderShell(
      <PageLayout>
        <h1>Page title</h1>
        <button type="button">First in page</button>
      </PageLayout>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab continues inside the content, past the header.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First in page' })).toHaveFocus();
  });
});

describe('focus after a dialog closes', () => {
  it('signing in from the header: the Log in button is gone, focus goes to the account menu', async () => {
    const user = makeUser();
    mockFetch({
      '/api/login': { body: { status: true, user } },
      '/api/user': { body: { status: true, user } },
    });
    function Page() {
      const { flags } = useModals();
      return (
        <>
          <Rescue />
          <AppHeader />
          <main>
            <h1>Home</h1>
          </main>
          <LoginDialog open={flags.login} />
        </>
      );
    }
    renderApp(<Page />, { i18n: testI18n({ auth, common }, 'common'), theme: true });
    const u = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Log in' }).focus());
    await u.keyboard('{Enter}');
    await u.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('a confirm whose opener went away (the row it acted on): focus goes to the main heading', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      const [gone, setGone] = useState(false);
      return (
        <main>
          <h1>Activations</h1>
          {!gone && (
            <button type="button" onClick={() => setOpen(true)}>
              Cancel number
            </button>
          )}
          <ConfirmDialog
            open={open}
            text="Cancel this number?"
            onConfirm={() => {
              setGone(true);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </main>
      );
    }
    renderApp(<Row />, { i18n: testI18n({ common }, 'common') });
    const u = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Cancel number' }).focus());
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Activations' })).toHaveFocus());
  });

  it('a confirm closed with Escape gives focus back to its opener', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Page</h1>
          <button type="button" onClick={() => setOpen(true)}>
            Buy
          </button>
          <ConfirmDialog open={open} text="Buy?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </main>
      );
    }
    renderApp(<Opener />, { i18n: testI18n({ common }, 'common') });
    const u = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Buy' }).focus());
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy' })).toHaveFocus());
  });
});

describe('focus rescue', () => {
  it('when the focused element leaves the page, focus goes to the main heading, not <body>', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <main>
          <Rescue />
          <h1>Rentals</h1>
          {shown && (
            <button type="button" onClick={() => setShown(false)}>
              Remove me
            </button>
          )}
        </main>
      );
    }
    renderApp(<Page />, { i18n: testI18n({ common }, 'common') });
    const button = screen.getByRole('button', { name: 'Remove me' });
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    expect(button).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rentals' })).toHaveFocus());
  });

  it('leaves focus alone when the user put it on the page body themselves', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <main>
          <Rescue />
          <h1>Rentals</h1>
          {shown && <button type="button">Later removed</button>}
          <output onClick={() => setShown(false)}>remove</output>
        </main>
      );
    }
    renderApp(<Page />, { i18n: testI18n({ common }, 'common') });
    const button = screen.getByRole('button', { name: 'Later removed' });
    act(() => button.focus());
    act(() => button.blur());
    expect(document.activeElement).toBe(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => screen.getByText('remove').click());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(document.body);
  });

  it('after a page change from a header or footer link, focus goes to the new page heading without scrolling', () => {
    renderApp(
      <>
        <header>
          <button type="button">Site map</button>
        </header>
        <main>
          <Rescue />
          <h1>Site map</h1>
          <button type="button">In the page</button>
        </main>
        <div role="dialog" aria-label="Recovery">
          <input aria-label="New password" />
        </div>
      </>,
      { i18n: testI18n({ common }, 'common') },
    );
    const heading = screen.getByRole('heading', { name: 'Site map' });
    const focus = jest.spyOn(heading, 'focus');
    const link = screen.getByRole('button', { name: 'Site map' });
    act(() => link.focus());
    // A shallow change (a filter in the address) is the same page: focus stays.
    act(() => router.events.emit('routeChangeComplete', '/sitemap?x=1', { shallow: true }));
    expect(link).toHaveFocus();
    act(() => router.events.emit('routeChangeComplete', '/sitemap', { shallow: false }));
    expect(heading).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    // Focus already in the new page's content is the user's: it stays.
    const inPage = screen.getByRole('button', { name: 'In the page' });
    act(() => inPage.focus());
    act(() => router.events.emit('routeChangeComplete', '/sitemap', { shallow: false }));
    expect(inPage).toHaveFocus();
    // So is focus in a dialog that opened with the change (the reset link's, then router.replace).
    const field = screen.getByRole('textbox', { name: 'New password' });
    act(() => field.focus());
    act(() => router.events.emit('routeChangeComplete', '/', { shallow: false }));
    expect(field).toHaveFocus();
  });
});
