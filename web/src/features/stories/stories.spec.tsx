import type { Story, StorySummary } from '@shop/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CraftStoryForm } from './CraftStoryForm';
import { PreviousStories } from './PreviousStories';
import { relativeTime } from './relativeTime';
import { StoryPanel } from './StoryPanel';

const STORY: Story = {
  id: '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11',
  childName: 'Mia',
  animal: 'owl',
  theme: 'courage',
  ageRange: 'preschool',
  title: 'Mia and the Path in the Dark',
  content: 'First paragraph.\n\nSecond paragraph.',
  wordCount: 1200,
  requestedWordCount: 1200,
  isCollaborative: false,
  collaborationStatus: 'not_started',
  parentContributions: [],
  childContributions: [],
  generationStatus: 'ready',
  progress: 100,
  generationError: null,
  createdAt: '2026-11-21T06:00:00.000Z',
  updatedAt: '2026-11-21T06:00:00.000Z',
};

describe('Craft Your Story form', () => {
  it('shows the spec’s messages for an empty form and does not submit', async () => {
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
      wordCount: 1200,
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

  it('is hidden when there are none, and labels themes (raw value when unknown)', async () => {
    const { container } = render(<PreviousStories stories={[]} onSelect={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();

    const onSelect = jest.fn();
    const stories: StorySummary[] = [
      { ...STORY, theme: 'courage' },
      { ...STORY, id: 'b', title: 'Other', theme: 'space-pirates', createdAt: '' },
    ];
    render(<PreviousStories stories={stories} onSelect={onSelect} />);
    expect(screen.getByText(/Courage & Bravery/)).toBeInTheDocument();
    expect(screen.getByText(/space-pirates · just now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Other/ }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});
