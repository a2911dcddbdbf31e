import type { StorySummary } from '@shop/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CraftStoryForm } from './CraftStoryForm';
import { PreviousStories } from './PreviousStories';
import { relativeTime } from './relativeTime';
import { StoryPanel } from './StoryPanel';
import { BOOK_PICTURE, bookPicture, READY_STORY } from '../../../test/fixtures';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';

const picturesQuery = jest.fn();
jest.mock('../illustrations/picturesApi', () => ({
  useStoryPicturesQuery: (arg: unknown) => picturesQuery(arg),
}));

const STORY = READY_STORY;

describe('Craft Your Story form', () => {
  it('shows the validation messages for an empty form and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<CraftStoryForm busy={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Story' }));
    expect(await screen.findByText("Please enter the child's name")).toBeInTheDocument();
    expect(screen.getByText('Please select an animal')).toBeInTheDocument();
    expect(screen.getByText('Please select a story theme')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the length slider between 1000 and 2000 in steps of 200, starting at 1200', () => {
    render(<CraftStoryForm busy={false} onSubmit={jest.fn()} />);
    const slider = screen.getByRole('slider', { name: 'Story length in words' });
    expect(slider).toHaveValue('1200');
    expect(slider).toHaveAttribute('min', '1000');
    expect(slider).toHaveAttribute('max', '2000');
    expect(slider).toHaveAttribute('step', '200');
    expect(screen.getByText('1200 words')).toBeInTheDocument();
    fireEvent.input(slider, { target: { value: '1400' } });
    expect(screen.getByText('1400 words')).toBeInTheDocument();
    fireEvent.input(slider, { target: { value: '2600' } });
    expect(screen.getByText('2000 words')).toBeInTheDocument();
    fireEvent.input(slider, { target: { value: '400' } });
    expect(screen.getByText('1000 words')).toBeInTheDocument();
  });

  it('offers the chosen age band’s lengths and moves the length into them', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CraftStoryForm busy={false} onSubmit={onSubmit} />);
    const slider = screen.getByRole('slider', { name: 'Story length in words' });
    const age = screen.getByRole('combobox', { name: 'Age range' });

    await user.click(age);
    await user.click(screen.getByRole('option', { name: /Toddler/ }));
    expect(slider).toHaveAttribute('min', '150');
    expect(slider).toHaveAttribute('max', '500');
    expect(slider).toHaveAttribute('step', '50');
    expect(slider).toHaveValue('300');
    expect(screen.getByText('300 words')).toBeInTheDocument();
    fireEvent.input(slider, { target: { value: '450' } });
    expect(screen.getByText('450 words')).toBeInTheDocument();

    // 450 is a preschool length too: it stays
    await user.click(age);
    await user.click(screen.getByRole('option', { name: /Preschool/ }));
    expect(slider).toHaveAttribute('min', '300');
    expect(slider).toHaveAttribute('max', '900');
    expect(slider).toHaveValue('450');

    // 450 is too short for middle school: the band's default
    await user.click(age);
    await user.click(screen.getByRole('option', { name: /Middle School/ }));
    expect(slider).toHaveAttribute('min', '1000');
    expect(slider).toHaveAttribute('max', '2000');
    expect(slider).toHaveValue('1200');

    // the toddler default again, after the middle-school default
    await user.click(age);
    await user.click(screen.getByRole('option', { name: /Toddler/ }));
    expect(slider).toHaveValue('300');
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    await user.click(screen.getByRole('combobox', { name: 'Favorite animal' }));
    await user.click(screen.getByRole('option', { name: 'Owl' }));
    const theme = screen.getByRole('combobox', { name: 'Story theme' });
    await user.click(theme);
    await user.click(screen.getAllByRole('option')[0]!);
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ageRange: 'toddler', wordCount: 300 });
  });

  it('picks from the dropdowns with the mouse and the keyboard, and submits the choices', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CraftStoryForm busy={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Child's name"), 'Mia');

    const animal = screen.getByRole('combobox', { name: 'Favorite animal' });
    expect(animal).toHaveTextContent('Select an animal');
    await user.click(animal);
    expect(screen.getByRole('listbox', { name: 'Favorite animal' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Owl' }));
    expect(animal).toHaveTextContent('Owl');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    const theme = screen.getByRole('combobox', { name: 'Story theme' });
    expect(theme).toHaveTextContent('Select a social/emotional theme');
    theme.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(theme).toHaveTextContent('Courage & Bravery');

    // Age range options show their label and description.
    await user.click(screen.getByRole('combobox', { name: 'Age range' }));
    const preschool = screen.getByRole('option', { name: /Preschool 3-5 years/ });
    expect(preschool).toHaveTextContent('short sentences, everyday scenarios, basic emotions');
    await user.click(preschool);

    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      childName: 'Mia',
      animal: 'owl',
      theme: 'courage',
      ageRange: 'preschool',
      // the early-elementary default became the preschool default
      wordCount: 600,
    });
  });

  it('reads "Creating Story..." and is locked while generating', () => {
    render(<CraftStoryForm busy onSubmit={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Creating Story...' })).toBeDisabled();
    expect(screen.getByLabelText("Child's name")).toBeDisabled();
  });
});

describe('story panel', () => {
  const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
  beforeEach(() => picturesQuery.mockReset().mockReturnValue({ data: [] }));

  it('is empty before any story', () => {
    inRouter(<StoryPanel loading={false} />);
    expect(
      screen.getByRole('heading', { name: 'Ready for a bedtime adventure?' }),
    ).toBeInTheDocument();
    expect(screen.getByAltText('A sleepy animal friend')).toBeInTheDocument();
  });

  it('shows the job’s progress while loading', () => {
    inRouter(
      <StoryPanel loading story={{ ...STORY, generationStatus: 'generating', progress: 40 }} />,
    );
    expect(screen.getByText('Creating your story...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows the story split into paragraphs with the buy button', () => {
    inRouter(<StoryPanel loading={false} story={STORY} />);
    expect(screen.getByRole('heading', { name: STORY.title })).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Custom Storybook - $24.99' })).toHaveAttribute(
      'href',
      `/checkout/${STORY.id}`,
    );
  });

  it('shows nothing more than the text for a story without pictures', () => {
    inRouter(<StoryPanel loading={false} story={STORY} />);
    expect(picturesQuery).toHaveBeenCalledWith({ storyId: STORY.id });
    expect(screen.queryByRole('img', { name: BOOK_PICTURE })).toBeNull();
  });

  it('shows the cover above the title and each page’s picture before its text', () => {
    picturesQuery.mockReturnValue({
      data: [
        bookPicture('back', -2),
        bookPicture('p5', 5),
        bookPicture('spare', null),
        bookPicture('cover', -1),
        bookPicture('p0', 0),
      ],
    });
    inRouter(<StoryPanel loading={false} story={STORY} />);
    const cover = screen.getByRole('img', { name: 'Book cover illustration' });
    expect(cover).toHaveAttribute('src', '/api/files/illustrations/cover.webp');
    const title = screen.getByRole('heading', { name: STORY.title });
    const page1 = screen.getByRole('img', { name: 'Illustration for page 1' });
    const page6 = screen.getByRole('img', { name: 'Illustration for page 6' });
    const back = screen.getByRole('img', { name: 'Back cover illustration' });
    const first = screen.getByText('First paragraph.');
    const second = screen.getByText('Second paragraph.');
    // Document order: cover, title, page 1, first paragraph, page 6, second paragraph, back cover.
    const order = [cover, title, page1, first, page6, second, back];
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    // A picture with no page is the operator's spare: not shown.
    expect(screen.getAllByRole('img', { name: BOOK_PICTURE })).toHaveLength(4);
  });
});

describe('previous stories', () => {
  const now = Date.parse('2026-11-21T06:05:00.000Z');

  it('writes relative times', () => {
    expect(relativeTime('2026-11-21T06:00:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T06:04:30.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-21T05:05:00.000Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-11-19T06:05:00.000Z', now)).toBe('2 days ago');
    expect(relativeTime(null, now)).toBe('just now');
  });

  // Its delete control talks to the API: the app's store and toasts around it.
  const withStore = ({ children }: { children: ReactNode }) => (
    <Provider store={makeStore()}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );

  it('is hidden when there are none, and labels themes (raw value when unknown)', async () => {
    const { container } = render(<PreviousStories stories={[]} onSelect={jest.fn()} />, {
      wrapper: withStore,
    });
    expect(container).toBeEmptyDOMElement();

    const onSelect = jest.fn();
    const stories: StorySummary[] = [
      { ...STORY, theme: 'courage' },
      { ...STORY, id: 'b', title: 'Other', theme: 'space-pirates', createdAt: '' },
    ];
    render(<PreviousStories stories={stories} onSelect={onSelect} />, { wrapper: withStore });
    expect(screen.getByText(/Courage & Bravery/)).toBeInTheDocument();
    expect(screen.getByText(/space-pirates · just now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Other/ }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});
