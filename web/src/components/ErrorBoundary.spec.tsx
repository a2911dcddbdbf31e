import { APP_ERROR_TEXTS } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadOnce,
} from './chunkReload';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('story.content.split is not a function');
  return <p>All good</p>;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows a friendly message, a way home, and renders again on "Try again"', async () => {
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: APP_ERROR_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: APP_ERROR_TEXTS.home })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/split is not a function/)).not.toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: APP_ERROR_TEXTS.tryAgain }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('clears the error when the page changes', () => {
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/stories/1">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/about">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('leaves the rest of the page alone', () => {
    shouldThrow = true;
    function Page() {
      const [n] = useState(1);
      return (
        <div>
          <p>Header {n}</p>
          <ErrorBoundary>
            <Fragile />
          </ErrorBoundary>
        </div>
      );
    }
    render(<Page />);
    expect(screen.getByText('Header 1')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(APP_ERROR_TEXTS.body);
  });
});

describe('chunk load recovery', () => {
  it('recognises the browsers’ failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads once, not again within the window, and again after it', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnce(storage, reload, 1_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000');
    expect(reloadOnce(storage, reload, 2_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, 1_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without session storage (no guard against a loop)', () => {
    const reload = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(reloadOnce(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says a new version is out when a page’s code cannot be loaded again', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/About.js');
    }
    render(
      <ErrorBoundary>
        <Missing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: APP_ERROR_TEXTS.updateTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: APP_ERROR_TEXTS.reload })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
