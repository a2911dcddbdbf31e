import { render, screen } from '@testing-library/react';
import { StoryContributions } from './StoryContributions';

describe('StoryContributions (story view of a collaborative story)', () => {
  it('shows what the parent and the child wrote', () => {
    render(
      <StoryContributions
        story={{
          isCollaborative: true,
          childName: 'Mia',
          parentContributions: ['Once upon a time.', 'The river was wide.'],
          childContributions: ['<b>A fox!</b>'],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: "Parent's Contribution" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Mia's Contribution" })).toBeInTheDocument();
    expect(screen.getByText('The river was wide.')).toBeInTheDocument();
    expect(screen.getByText('<b>A fox!</b>')).toBeInTheDocument();
  });

  it('shows nothing for a regular story', () => {
    const { container } = render(
      <StoryContributions
        story={{
          isCollaborative: false,
          childName: 'Mia',
          parentContributions: [],
          childContributions: [],
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
