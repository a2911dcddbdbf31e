import { render, screen } from '@testing-library/react';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { NotFoundPage } from '../components/NotFoundPage';
import { MemoryRouter } from 'react-router-dom';

/** React's own marks on what react-dom renders: the root container and every host node. */
const reactKeys = (node: object, prefix: string) =>
  Object.keys(node).filter((k) => k.startsWith(prefix));

describe('the web app renders with React 19 and react-dom', () => {
  it('loads React 19 and react-dom 19', () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
  });

  it('renders a page through a react-dom root', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    expect(root).toHaveProperty('_internalRoot');
    await act(async () =>
      root.render(
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>,
      ),
    );
    expect(reactKeys(container, '__reactContainer$')).toHaveLength(1);
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();
    expect(reactKeys(heading!, '__reactFiber$')).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });

  it('is what the component tests render with', () => {
    render(<p>Hello</p>);
    expect(reactKeys(screen.getByText('Hello'), '__reactFiber$')).toHaveLength(1);
  });
});
